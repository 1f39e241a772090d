// Conversions between Firestore's stored values and the plain values domain schemas expect.
import { Timestamp, type DocumentData } from 'firebase/firestore';

/** The document's fields with every top-level Timestamp turned into a Date. */
export function withDates(data: DocumentData): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Timestamp ? value.toDate() : value,
    ]),
  );
}

/** The fields without undefined values, which Firestore refuses to store. */
export function withoutUndefined<T extends object>(data: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
