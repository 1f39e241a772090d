// Data a server-painted page carries for the app travels as JSON in a
// <script type="application/json"> element. Written to be safe there, and read back with zod: the
// page's HTML is input like any other.
import type { z } from 'zod';

/**
 * JSON as text for a script element: '<' is escaped (so no value can close the element or open a
 * comment) and so are U+2028 and U+2029, which some parsers take for line ends.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Text (a script element's, a stored value's) parsed and checked, or null when it is missing, not
 * JSON or not `schema`'s.
 */
export function parseJsonAs<T>(schema: z.ZodType<T>, text: string | null | undefined): T | null {
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
