// A user's finished assessments, `users/{uid}/assessments/{id}` (the owner alone may read and
// write them): saving one, and the list of past attempts, newest first. The write is not
// awaited: the attempt lists at once, offline too, and `acknowledged` settles when the server
// answers (ARCHITECTURE.md, 'Nothing lost offline': a write waits in Firestore's queue).
import { AttemptSchema, type Attempt } from '@portal/domain/assessment/attempt';
import { COLLECTIONS } from '@portal/domain/constants';
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  type CollectionReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from '@/lib/firebase/firebase-services';
import { schemaConverter } from '@/lib/firebase/schema-converter';
import { useLiveQuery, type LiveResult } from '@/lib/firebase/live-result';

const SUBCOLLECTION = 'assessments';

/** How many past attempts the history lists. */
export const HISTORY_LENGTH = 50;

export interface StoredAttempt extends Attempt {
  id: string;
  /** Saved on this device and not yet confirmed by the server. */
  waitingToSync: boolean;
}

/** What scoring gives: everything stored but the time, which the server sets. */
export type ScoredAttempt = Omit<Attempt, 'createdAt'>;

const ScoredAttemptSchema = AttemptSchema.omit({ createdAt: true });

/** A stored attempt that fails the schema reads as null: it is reported once and left out. */
const attemptConverter = schemaConverter(AttemptSchema, {
  read: (attempt, snapshot): StoredAttempt => ({
    id: snapshot.id,
    ...attempt,
    waitingToSync: snapshot.metadata.hasPendingWrites,
  }),
  refusal: 'Save an attempt with saveAttempt',
});

function attemptsCollection(db: Firestore, uid: string): CollectionReference<StoredAttempt | null> {
  return collection(db, COLLECTIONS.users, uid, SUBCOLLECTION).withConverter(attemptConverter);
}

/** This user's attempts, newest first. */
export function attemptsQuery(db: Firestore, uid: string): Query<StoredAttempt | null> {
  return query(attemptsCollection(db, uid), orderBy('createdAt', 'desc'), limit(HISTORY_LENGTH));
}

/**
 * Stores a scored attempt with the server's time. Returns at once with the new id; an attempt
 * that breaks the schema is not sent (the rules would refuse it) and `acknowledged` rejects.
 */
export function saveAttempt(
  db: Firestore,
  uid: string,
  attempt: ScoredAttempt,
): { id: string; acknowledged: Promise<void> } {
  const ref = doc(collection(db, COLLECTIONS.users, uid, SUBCOLLECTION));
  const parsed = ScoredAttemptSchema.safeParse(attempt);
  const acknowledged = parsed.success
    ? // The JSON round trip drops fields left undefined, which Firestore refuses to store;
      // parsing has already kept only the schema's keys.
      setDoc(ref, { ...JSON.parse(JSON.stringify(parsed.data)), createdAt: serverTimestamp() })
    : Promise.reject(new Error(`The attempt does not match the schema: ${parsed.error.message}`));
  acknowledged.catch((error: unknown) => console.error('Failed to save assessment', error));
  return { id: ref.id, acknowledged };
}

const WITH_METADATA = { includeMetadataChanges: true } as const;

/** The signed-in user's past attempts, live, newest first. */
export function useAttempts(uid: string): LiveResult<StoredAttempt[]> {
  const db = useFirestore();
  const attempts = useMemo(() => attemptsQuery(db, uid), [db, uid]);
  const result = useLiveQuery(attempts, WITH_METADATA);
  return useMemo(
    (): LiveResult<StoredAttempt[]> =>
      result.status === 'success'
        ? {
            status: 'success',
            data: result.data.filter((attempt): attempt is StoredAttempt => attempt !== null),
          }
        : result,
    [result],
  );
}
