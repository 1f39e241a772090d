// Asks the posters whose ask is due whether their job is still open (domain's
// jobs/still-hiring.ts): one mail per due job, with links signed for this ask. A job that is not
// open is not asked about; a held one is asked once a moderator has let it through.
import { randomBytes } from 'node:crypto';
import { isJobOpen } from '@portal/domain/jobs/job';
import { nextAskAt } from '@portal/domain/jobs/still-hiring';
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import {
  dueJobContactIds,
  jobContactRef,
  JobContactSchema,
  readJobContact,
  updateJobContact,
} from '#src/data/job-contacts';
import { parseStored } from '#src/data/firestore-values';
import { jobRef, readJobState } from '#src/data/jobs';
import { newMailRef, queueMail } from '#src/data/mail';
import { answerUrl } from './still-hiring-links';
import { stillHiringMail } from './still-hiring-mail';

/** How many jobs one run asks about at most; the next run takes the rest. */
export const ASKS_PER_RUN = 200;

export interface AskSettings {
  now: number;
  site: string;
  product: string;
  /** The key the links are signed with. */
  key: string;
  /** A signed-in poster's address: their account's, when it is verified; else null. */
  addressOfUser?: (uid: string) => Promise<string | null>;
}

async function verifiedAddressOf(uid: string): Promise<string | null> {
  try {
    const user = await getAuth().getUser(uid);
    return user.emailVerified && user.email ? user.email : null;
  } catch {
    // Deleted since: nobody to ask.
    return null;
  }
}

/** Asks about every job whose ask is due at `now`; answers the ids of the mail it queued. */
export async function askDuePosters(
  db: Firestore,
  { now, site, product, key, addressOfUser = verifiedAddressOf }: AskSettings,
): Promise<string[]> {
  const mailIds: string[] = [];
  for (const jobId of await dueJobContactIds(db, now, ASKS_PER_RUN)) {
    const contactRef = jobContactRef(db, jobId);
    const seen = parseStored(JobContactSchema, await contactRef.get(), 'not asked about');
    // Looked up outside the transaction, which may run more than once.
    const address = seen?.email ?? (seen?.uid ? await addressOfUser(seen.uid) : null);
    const mailId = await db.runTransaction(async (tx) => {
      const [contact, job] = await Promise.all([
        readJobContact(tx, contactRef),
        readJobState(tx, jobRef(db, jobId)),
      ]);
      const due = contact?.nextAskAt;
      // Asked by another run meanwhile.
      if (!contact || !due || due.getTime() > now) return null;
      const times = {
        createdAt: job?.createdAt.getTime() ?? 0,
        expiresAt: job?.expiresAt.getTime() ?? 0,
      };
      const open = job !== null && isJobOpen(job, now);
      if (!job || !address || !open) {
        // Asked at the next point, if any: a held job may yet be let through, and a signed-in
        // poster may yet verify their address. A job closed or expired is asked about no more.
        const later =
          job?.status === 'held' || (open && !address) ? nextAskAt(times, due.getTime()) : null;
        updateJobContact(tx, contactRef, {
          ...contact,
          nextAskAt: later === null ? null : new Date(later),
        });
        return null;
      }
      // The job's expiry may have moved since this ask was set (extended at /my-jobs): the ask
      // before expiry goes 3 days before the expiry it has now.
      const when = nextAskAt(times, contact.askedAt?.getTime() ?? null);
      if (when === null || when > now) {
        updateJobContact(tx, contactRef, {
          ...contact,
          nextAskAt: when === null ? null : new Date(when),
        });
        return null;
      }
      const askId = randomBytes(10).toString('hex');
      const links = { jobId, askId, now };
      const ref = newMailRef(db);
      queueMail(
        tx,
        ref,
        stillHiringMail({
          to: address,
          product,
          title: job.Title,
          company: job.Company,
          jobUrl: `${site}/job/${encodeURIComponent(jobId)}`,
          expiresAt: job.expiresAt,
          stillOpenUrl: await answerUrl(site, key, { ...links, answer: 'still-open' }),
          filledUrl: await answerUrl(site, key, { ...links, answer: 'filled' }),
        }),
      );
      const next = nextAskAt(times, now);
      updateJobContact(tx, contactRef, {
        ...contact,
        askedAt: new Date(now),
        openAsk: askId,
        nextAskAt: next === null ? null : new Date(next),
      });
      return ref.id;
    });
    if (mailId) mailIds.push(mailId);
  }
  return mailIds;
}
