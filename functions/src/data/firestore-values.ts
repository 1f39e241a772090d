// Stored documents as domain schemas expect them: Timestamps become Dates, and a document in a
// shape we did not write is logged and read as absent, so one bad document never stops a reader.
import { withDates } from '@portal/domain/stored-dates';
import { logger } from 'firebase-functions';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';

/**
 * The document read through `schema`, or null when it does not exist or does not match.
 * `unreadable` says what becomes of a document that does not match ('left out of the digest'),
 * for the log line that names it.
 */
export function parseStored<T>(
  schema: z.ZodType<T>,
  snapshot: DocumentSnapshot,
  unreadable: string,
): T | null {
  if (!snapshot.exists) return null;
  const parsed = schema.safeParse(withDates(snapshot.data() ?? {}));
  if (parsed.success) return parsed.data;
  logger.warn(`${snapshot.ref.path} does not match its schema; ${unreadable}`, parsed.error.issues);
  return null;
}
