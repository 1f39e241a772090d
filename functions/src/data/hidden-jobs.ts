// `moderation/hidden-jobs`: the ids of jobs hidden until a moderator looks. Browsers read it to
// drop the copies their caches hold (a hidden job itself is no longer readable to them).
import { COLLECTIONS, HIDDEN_JOBS_DOC } from '@portal/domain/constants';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

export function hiddenJobsRef(db: Firestore): DocumentReference {
  return db.collection(COLLECTIONS.moderation).doc(HIDDEN_JOBS_DOC);
}

/** Adds or removes one id without reading the list first. */
export function listAsHidden(tx: Transaction, db: Firestore, jobId: string, hidden: boolean) {
  tx.set(
    hiddenJobsRef(db),
    {
      ids: hidden ? FieldValue.arrayUnion(jobId) : FieldValue.arrayRemove(jobId),
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
}
