// /still-hiring?answer=still-open|filled&token=…: the links of the "still hiring?" mail. GET
// shows the job and one button; POST (the button) answers: the job stays open for another 30
// days from now, or closes as filled. A link works once, and only the latest mail's do.
import { isJobOpen } from '@portal/domain/jobs/job';
import {
  ASK_LINK_VALID_DAYS,
  ASK_SUBJECT,
  CONFIRMED_OPEN_DAYS,
  confirmedExpiry,
  nextAskAt,
  readAskSubject,
  STILL_HIRING_ANSWERS,
  type StillHiringAnswer,
} from '@portal/domain/jobs/still-hiring';
import { checkLinkToken } from '@portal/domain/signed-links';
import type { Request, Response } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { jobContactRef, readJobContact, updateJobContact } from '#src/data/job-contacts';
import { confirmJobOpen, jobRef, readJobState, setJobStatus } from '#src/data/jobs';
import { ALERTS_SIGNING_KEY } from '#src/alerts/signing-key';
import { readSignedLinkRequest } from '#src/alerts/alert-link-request';
import { sendLinkPage, type LinkPage } from '#src/alerts/link-page';
import { adminFirestore } from '#src/platform/admin';
import { productName, siteUrl } from '#src/platform/site';
import { indexJobsNow } from '#src/search/index-on-write';
import { mailDay as dayOf } from './still-hiring-mail';

const BUTTONS: Record<StillHiringAnswer, string> = {
  'still-open': `Yes, keep it open for ${CONFIRMED_OPEN_DAYS} more days`,
  filled: 'It is filled: close it',
};

const isAnswer = (value: unknown): value is StillHiringAnswer =>
  (STILL_HIRING_ANSWERS as readonly unknown[]).includes(value);

export async function serveStillHiring(request: Request, response: Response): Promise<void> {
  const site = siteUrl();
  const product = productName();
  const now = Date.now();
  const home = { href: `${site}/`, text: 'Browse jobs' };
  const given = request.query.answer;
  const link = await readSignedLinkRequest(request, {
    site,
    // The answer is the token's purpose: a token holds only for the answer it was signed for.
    check: async (token) =>
      isAnswer(given)
        ? checkLinkToken(ALERTS_SIGNING_KEY.value(), given, ASK_SUBJECT, token, now)
        : { ok: false, reason: 'malformed' },
    expired: `The links in these mails work for ${ASK_LINK_VALID_DAYS} days.`,
    query: { answer: String(given) },
  });
  if (!link.ok) return sendLinkPage(response, product, link.page);
  const answer = given as StillHiringAnswer;
  const { jobId, askId } = readAskSubject(link.subject);
  const jobPage = { href: `${site}/job/${encodeURIComponent(jobId)}`, text: 'See the job' };
  const db = adminFirestore('Answering whether a job is still open');
  const contactRef = jobContactRef(db, jobId);
  const ref = jobRef(db, jobId);
  let changed = false;
  const page = await db.runTransaction(async (tx): Promise<LinkPage> => {
    changed = false;
    const [contact, job] = await Promise.all([
      readJobContact(tx, contactRef),
      readJobState(tx, ref),
    ]);
    if (!contact || contact.openAsk !== askId) {
      return {
        status: 410,
        title: 'This link has been used',
        lines: ['Each link in these mails works once, and only the latest mail’s links work.'],
        links: [jobPage, home],
      };
    }
    if (!job || !isJobOpen(job, now)) {
      return {
        status: 409,
        title: 'This job is no longer listed',
        lines: [
          job?.status === 'active'
            ? 'It has expired. Post it again to list it once more.'
            : 'It has been closed.',
        ],
        links: [{ href: `${site}/postjob`, text: 'Post a job' }, home],
      };
    }
    if (request.method !== 'POST') {
      return {
        status: 200,
        title: `Is ${job.Title} still open?`,
        lines: [`${job.Title} at ${job.Company} is listed until ${dayOf(job.expiresAt)}.`],
        button: { label: BUTTONS[answer], action: link.action },
        links: [jobPage, home],
      };
    }
    changed = true;
    if (answer === 'filled') {
      setJobStatus(tx, ref, 'closed');
      updateJobContact(tx, contactRef, { ...contact, openAsk: null, nextAskAt: null });
      return {
        status: 200,
        title: 'The job is closed',
        lines: [
          `${job.Title} is no longer listed. Thank you for saying so: nobody applies in vain.`,
        ],
        links: [home],
      };
    }
    const expiresAt = confirmedExpiry(job.expiresAt, now);
    confirmJobOpen(tx, ref, expiresAt);
    const next = nextAskAt(
      { createdAt: job.createdAt.getTime(), expiresAt: expiresAt.getTime() },
      now,
    );
    updateJobContact(tx, contactRef, {
      ...contact,
      openAsk: null,
      nextAskAt: next === null ? null : new Date(next),
    });
    return {
      status: 200,
      title: 'Thank you: the job stays open',
      lines: [
        `${job.Title} is listed until ${dayOf(expiresAt)}, and shows that you confirmed it open today. We will ask again before then.`,
      ],
      links: [jobPage, home],
    };
  });
  // Its expiry or status changed: search finds it as it is now.
  if (changed) await indexJobsNow(db, [jobId]);
  sendLinkPage(response, product, page);
}

export const stillHiring = onRequest({ secrets: ALERTS_SIGNING_KEY.binding() }, serveStillHiring);
