// The `jobs` collection's documents: its converter and references. Components never build paths.
import { COLLECTIONS } from '@portal/domain/constants';
import { jobDocumentSchema, type Job } from '@portal/domain/jobs/job';
import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { withoutUndefined } from '@/lib/firebase/firestore-values';
import { schemaConverter } from '@/lib/firebase/schema-converter';

/** A stored job that fails the schema reads as null: it is reported once and left out. */
export type StoredJob = Job | null;

export const jobConverter = schemaConverter(jobDocumentSchema(), {
  read: (job, snapshot): Job => ({ id: snapshot.id, ...job }),
  // Firestore stores Dates as Timestamps; the id is the document's name, not a field.
  write: ({ id: _id, ...document }) => withoutUndefined(document),
  refusal: 'Cannot store an empty job',
});

export function jobsCollection(db: Firestore): CollectionReference<StoredJob> {
  return collection(db, COLLECTIONS.jobs).withConverter(jobConverter);
}

export function jobRef(db: Firestore, id: string): DocumentReference<StoredJob> {
  return doc(jobsCollection(db), id);
}

/** The jobs of a query's answer, less any that fail the schema (reported by the converter). */
export function validJobs(snapshot: QuerySnapshot<StoredJob>): Job[] {
  return snapshot.docs.flatMap((document) => {
    const job = document.data();
    return job ? [job] : [];
  });
}
