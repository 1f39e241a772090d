// Stored values as domain schemas expect them: Firestore's Timestamps become Dates.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';

/** The document's fields with every top-level Timestamp, and each in a top-level list, a Date. */
export function withDates(data: DocumentData): Record<string, unknown> {
  const date = (value: unknown) => (value instanceof Timestamp ? value.toDate() : value);
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(date) : date(value),
    ]),
  );
}
