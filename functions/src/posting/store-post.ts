// Posting's one transaction: no moderator's block, the form ticket not spent before, the
// caller's limits and the site-wide cap on live posts, the repost check, and then the job (live, or held by the screen), what the
// screen found, its repost key, the spent ticket and the counters, written together or not at
// all.
import {
  ALL_POSTS_PER_HOUR,
  VERIFIED_POSTS_PER_HOUR,
} from '@portal/domain/callables/caller-limits';
import { expiryFor, DAY_MS } from '@portal/domain/jobs/job-expiry';
import { isJobOpen, type JobFields } from '@portal/domain/jobs/job';
import { posterKeyOf } from '@portal/domain/jobs/poster-key';
import { heldForBusyHour, type PostScreening } from '@portal/domain/moderation/screen/screen-post';
import { REPOST_WINDOW_DAYS } from '@portal/domain/posting/repost-key';
import type { Firestore, Transaction, DocumentReference } from 'firebase-admin/firestore';
import { nextAskAt } from '@portal/domain/jobs/still-hiring';
import { createJob, jobRef, newJobRef, readJobState } from '#src/data/jobs';
import { createJobContact, jobContactRef } from '#src/data/job-contacts';
import { recordScreening, screeningRef } from '#src/data/screenings';
import { pointRepostKey, readRepostTarget, repostKeyRef } from './repost-keys';
import { isTicketSpent, spendTicket, spentTicketRef } from '#src/limits/limit-documents';
import { claimCallerSlot, claimHourlySlot } from '#src/limits/limit-claims';
import { badFormTicket, blockedFromPosting, repostOf } from '#src/platform/refusals';
import { blockedUntil } from '#src/data/blocks';
import { TICKET_MAX_AGE_MS } from './form-ticket';

export interface PostToStore {
  fields: JobFields;
  openDays: number;
  /** The form ticket's nonce: one job per ticket. */
  ticketNonce: string;
  /** Whose limits the post counts against (security/caller-key.ts). */
  callerKeys: readonly string[];
  /**
   * The signed-in poster's uid, or null for a guest: kept in the screening, for a moderator to
   * block the account; the job carries only its hash (domain/src/jobs/poster-key.ts).
   */
  posterUid: string | null;
  /** The server's clock: the limits and the expiry count from here. */
  now: number;
  /** What the screen at the door found: a held post waits for a moderator. */
  screening: PostScreening;
  /** The poster's network's salted key (security/caller-key.ts), for a moderator to block. */
  network: string;
  /** The poster's account key and network key: a moderator's block on either refuses the post. */
  blockKeys: readonly string[];
  /** The domain the poster verified (employers), which the job then shows. */
  verifiedDomain?: string | null;
  /**
   * Whom to ask whether the job is still open: the signed-in poster, or the address a guest left
   * (jobs/still-hiring.ts). None for a guest who left none.
   */
  contact?: { uid: string } | { email: string } | null;
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

/**
 * Stores the post and answers the new job's id and whether it is held, or throws the refusal.
 * Past the hour's cap on live posts (verified employers have a cap of their own) it is held.
 */
export async function storePost(
  db: Firestore,
  post: PostToStore,
  {
    allPostsPerHour = ALL_POSTS_PER_HOUR,
    verifiedPostsPerHour = VERIFIED_POSTS_PER_HOUR,
  }: { allPostsPerHour?: number; verifiedPostsPerHour?: number } = {},
): Promise<{ id: string; held: boolean }> {
  const {
    fields,
    openDays,
    ticketNonce,
    callerKeys,
    posterUid,
    now,
    screening,
    network,
    blockKeys,
    contact = null,
  } = post;
  const posterKey = posterUid === null ? null : await posterKeyOf(posterUid);
  const keyRef = repostKeyRef(db, fields);
  const ticketRef = spentTicketRef(db, ticketNonce);
  return db.runTransaction(async (tx) => {
    const [blocked, spent, caller, everyone, repeated] = await Promise.all([
      blockedUntil(tx, db, blockKeys, now),
      isTicketSpent(tx, ticketRef),
      claimCallerSlot(tx, db, { action: 'post', callerKeys, now }),
      post.verifiedDomain
        ? claimHourlySlot(tx, db, { action: 'post-verified', now, cap: verifiedPostsPerHour })
        : claimHourlySlot(tx, db, { action: 'post', now, cap: allPostsPerHour }),
      openRepostTarget(tx, db, keyRef, now),
    ]);
    if (blocked !== null) throw blockedFromPosting(blocked);
    if (spent) throw badFormTicket();
    if (caller.refusal) throw caller.refusal;
    if (repeated) throw repostOf(repeated);
    const screened = everyone.refusal ? heldForBusyHour(screening) : screening;

    const ref = newJobRef(db);
    const expiresAt = expiryFor(openDays, now);
    createJob(tx, ref, fields, {
      expiresAt,
      posterKey,
      status: screened.held ? 'held' : 'active',
      verifiedDomain: post.verifiedDomain ?? null,
    });
    recordScreening(tx, screeningRef(db, ref.id), screened, { uid: posterUid, network });
    if (contact) {
      const askAt = nextAskAt({ createdAt: now, expiresAt: expiresAt.getTime() }, null);
      createJobContact(tx, jobContactRef(db, ref.id), {
        email: 'email' in contact ? contact.email : null,
        uid: 'uid' in contact ? contact.uid : null,
        nextAskAt: askAt === null ? null : new Date(askAt),
        askedAt: null,
        openAsk: null,
      });
    }
    pointRepostKey(tx, keyRef, ref.id);
    spendTicket(tx, ticketRef, now + TICKET_MAX_AGE_MS);
    caller.record();
    everyone.record();
    return { id: ref.id, held: screened.held };
  });
}
