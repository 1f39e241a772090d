// What a moderator does to a job, from the console (moderation-callables.ts) or the terminal:
// approve, hide, restore or remove it, or block its poster from posting. Each is one
// transaction that checks the job's status allows it, changes what it must, and writes the
// audit log entry with the moderator's reason.
import { DAY_MS } from '@portal/domain/jobs/job-expiry';
import type { JobStatus } from '@portal/domain/jobs/job';
import {
  moderationAction,
  type ModerationActionName,
} from '@portal/domain/moderation/moderation-actions';
import type { ReportStatus } from '@portal/domain/moderation/report-records';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { blockRef, setBlock } from '#src/data/blocks';
import { listAsHidden } from '#src/data/hidden-jobs';
import { jobRef, jobStateOf, setJobStatus } from '#src/data/jobs';
import { logModeration } from '#src/data/moderation-log';
import { readReportSummary, reportRef, setReportStatus } from '#src/data/reports';
import { screeningRef } from '#src/data/screenings';
import { ScreeningRecordSchema } from '@portal/domain/moderation/screening-record';
import { withDates } from '@portal/domain/stored-dates';
import { indexJobsNow } from '#src/search/index-on-write';
import { accountKey } from '#src/security/caller-key';
import type { Moderator } from './moderators';

export interface ModerationOutcome {
  jobId: string;
  Title: string;
  Company: string;
  status: JobStatus;
}

/** How each action files the job's report, when it has one. */
const REPORT_DECISIONS: Record<ModerationActionName, ReportStatus> = {
  approve: 'restored',
  restore: 'restored',
  hide: 'hidden',
  remove: 'closed',
};

/** Statuses anyone may have read: a browser may keep a copy, which the hidden list clears. */
const EVER_PUBLIC: readonly JobStatus[] = ['active', 'closed', 'hidden'];

const noSuchJob = (jobId: string) =>
  new HttpsError('not-found', `There is no job with the id ${jobId}.`);

export async function moderateJob(
  db: Firestore,
  {
    jobId,
    action: name,
    reason,
    moderator,
  }: { jobId: string; action: ModerationActionName; reason: string; moderator: Moderator },
): Promise<ModerationOutcome> {
  const action = moderationAction(name);
  const job = jobRef(db, jobId);
  const report = reportRef(db, jobId);
  const outcome = await db.runTransaction(async (tx) => {
    const [snapshot, summary] = await Promise.all([tx.get(job), readReportSummary(tx, report)]);
    const state = snapshot.exists ? jobStateOf(snapshot) : null;
    if (!state) throw noSuchJob(jobId);
    if (!action.from.includes(state.status)) {
      throw new HttpsError(
        'failed-precondition',
        `This job is ${state.status} now, so it cannot be given “${action.label}”. The queue shows what it can be given.`,
      );
    }
    setJobStatus(tx, job, action.to);
    if (action.to === 'active') listAsHidden(tx, db, jobId, false);
    else if (EVER_PUBLIC.includes(state.status)) listAsHidden(tx, db, jobId, true);
    if (summary) setReportStatus(tx, report, REPORT_DECISIONS[name]);
    logModeration(tx, db, {
      moderator,
      action: name,
      jobId,
      jobTitle: state.Title,
      reason,
      outcome: action.to,
    });
    return { jobId, Title: state.Title, Company: state.Company, status: action.to };
  });
  // Listed, or taken out of the search index, at once.
  await indexJobsNow(db, [jobId]);
  return outcome;
}

/**
 * Blocks the account or the network that posted a job from posting until `days` from now. A
 * guest's job has no account to block; a job posted before screenings were kept has neither.
 */
export async function blockPoster(
  db: Firestore,
  {
    jobId,
    scope,
    days,
    reason,
    moderator,
    now,
  }: {
    jobId: string;
    scope: 'account' | 'network';
    days: number;
    reason: string;
    moderator: Moderator;
    now: number;
  },
): Promise<{ blockedUntil: Date }> {
  const until = now + days * DAY_MS;
  return db.runTransaction(async (tx) => {
    const [jobSnapshot, screeningSnapshot] = await Promise.all([
      tx.get(jobRef(db, jobId)),
      tx.get(screeningRef(db, jobId)),
    ]);
    const state = jobSnapshot.exists ? jobStateOf(jobSnapshot) : null;
    if (!state) throw noSuchJob(jobId);
    const data = screeningSnapshot.data();
    const poster = data ? ScreeningRecordSchema.parse(withDates(data)).poster : null;
    if (!poster) {
      throw new HttpsError(
        'failed-precondition',
        'This job was posted before posters were recorded: there is nobody to block.',
      );
    }
    if (scope === 'account' && !poster.uid) {
      throw new HttpsError(
        'failed-precondition',
        'This job was posted without an account: block its network instead.',
      );
    }
    const key = scope === 'account' && poster.uid ? accountKey(poster.uid) : poster.network;
    setBlock(tx, blockRef(db, key), { until, reason, jobId });
    const blockedUntil = new Date(until);
    logModeration(tx, db, {
      moderator,
      action: 'block',
      jobId,
      jobTitle: state.Title,
      reason,
      outcome: `${scope} blocked until ${blockedUntil.toISOString()}`,
    });
    return { blockedUntil };
  });
}
