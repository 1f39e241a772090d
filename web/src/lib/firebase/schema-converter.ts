// How the web's data modules read a collection: every document through its domain schema, so a
// screen never sees a document in a shape we did not write.
import { withDates } from '@portal/domain/stored-dates';
import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SnapshotOptions,
} from 'firebase/firestore';
import type { z } from 'zod';

/** Documents already reported: a listener reads them again on every change. */
const reportedInvalid = new Set<string>();

interface ConverterParts<T, R> {
  /** The value a screen gets from a document that matches the schema. */
  read: (data: T, snapshot: QueryDocumentSnapshot) => R;
  /**
   * The fields to store for a value; without it, writes through this converter are refused,
   * with `refusal` as the reason (a collection written only by named functions).
   */
  write?: (value: R) => DocumentData;
  refusal?: string;
}

/**
 * A converter that reads through `schema`: Timestamps as Dates, a server timestamp just written
 * on this device as its estimate rather than null, and a document that does not match as null,
 * reported once with what did not match, and left out by the reader.
 */
export function schemaConverter<T, R>(
  schema: z.ZodType<T>,
  { read, write, refusal = 'Not written through this converter' }: ConverterParts<T, R>,
): FirestoreDataConverter<R | null> {
  return {
    toFirestore(value) {
      if (!write || value === null) throw new Error(refusal);
      return write(value as R);
    },
    fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) {
      const raw = snapshot.data({ ...options, serverTimestamps: 'estimate' });
      const parsed = schema.safeParse(withDates(raw));
      if (parsed.success) return read(parsed.data, snapshot);
      reportInvalid(snapshot.ref.path, parsed.error.issues);
      return null;
    },
  };
}

function reportInvalid(path: string, issues: readonly z.core.$ZodIssue[]) {
  if (reportedInvalid.has(path)) return;
  reportedInvalid.add(path);
  const details = issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  console.error(`${path} was left out: it does not match its schema (${details.join('; ')})`);
}
