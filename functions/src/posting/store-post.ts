// Posting's one transaction: the caller's limits and the site-wide cap, the repost check, and
// then the job, its repost key and the counters, written together or not at all.
import { ALL_POSTS_PER_HOUR } from '@portal/domain/caller-limits';
import { expiryFor, DAY_MS } from '@portal/domain/job-expiry';
import { isJobOpen, type JobFields } from '@portal/domain/job';
import { REPOST_WINDOW_DAYS } from '@portal/domain/repost-key';
import type { Firestore, Transaction, DocumentReference } from 'firebase-admin/firestore';
import { createJob, jobRef, newJobRef, readJobState } from '../data/jobs';
import { pointRepostKey, readRepostTarget, repostKeyRef } from '../data/repost-keys';
import { claimCallerSlot, claimHourlySlot } from '../limits/limit-claims';
import { repostOf } from '../platform/refusals';

export interface PostToStore {
  fields: JobFields;
  openDays: number;
  callerKey: string;
  /** The signed-in poster's uid, or null for a guest. */
  postedBy: string | null;
  /** The server's clock: the limits and the expiry count from here. */
  now: number;
}

/** The open job, posted within the repost window, that this key last pointed at; or null. */
async function openRepostTarget(
  tx: Transaction,
  db: Firestore,
  keyRef: DocumentReference,
  now: number,
): Promise<string | null> {
  const jobId = await readRepostTarget(tx, keyRef);
  if (!jobId) return null;
  const job = await readJobState(tx, jobRef(db, jobId));
  const recent = job && job.createdAt.getTime() > now - REPOST_WINDOW_DAYS * DAY_MS;
  return job && recent && isJobOpen(job, now) ? jobId : null;
}

/** Stores the post and answers the new job's id, or throws the refusal. */
export async function storePost(
  db: Firestore,
  post: PostToStore,
  { allPostsPerHour = ALL_POSTS_PER_HOUR }: { allPostsPerHour?: number } = {},
): Promise<string> {
  const { fields, openDays, callerKey, postedBy, now } = post;
  const keyRef = repostKeyRef(db, fields);
  return db.runTransaction(async (tx) => {
    const [caller, everyone, repeated] = await Promise.all([
      claimCallerSlot(tx, db, { action: 'post', callerKey, now }),
      claimHourlySlot(tx, db, { action: 'post', now, cap: allPostsPerHour }),
      openRepostTarget(tx, db, keyRef, now),
    ]);
    if (caller.refusal) throw caller.refusal;
    if (everyone.refusal) throw everyone.refusal;
    if (repeated) throw repostOf(repeated);

    const ref = newJobRef(db);
    createJob(tx, ref, fields, { expiresAt: expiryFor(openDays, now), postedBy });
    pointRepostKey(tx, keyRef, ref.id);
    caller.record();
    everyone.record();
    return ref.id;
  });
}
