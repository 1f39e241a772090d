// What a form shows under each field when Zod refuses its input: one helper for the job form,
// the report dialog and the callables that check the same fields. A module of its own, apart
// from any schema: the job page's report dialog needs only this, and loading it should not build
// the job form's schemas.
import type { z } from 'zod';

/**
 * Each invalid field's first message, keyed by field; problems with no field under ''. With
 * `within`, the fields of that nested object are keyed by their own names.
 */
export function fieldMessages(error: z.ZodError, within?: string): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const path =
      within !== undefined && issue.path[0] === within ? issue.path.slice(1) : issue.path;
    const field = String(path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}
