// Google's Indexing API hears of every job that goes live or stops being live: a trigger on
// every write to jobs/{jobId} (owners close and extend their jobs from the browser, so only a
// trigger sees every write), and a daily run, just after midnight UTC, that sends what the day
// before had no budget for.
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { Firestore } from 'firebase-admin/firestore';
import type { Job } from '@portal/domain/jobs/job';
import { jobOfSnapshot } from '#src/data/job-changes';
import { jobPath } from '#src/feeds/job-feed';
import { adminFirestore } from '#src/platform/admin';
import { siteUrl } from '#src/platform/site';
import { configuredIndexingApi, type IndexingApi } from './indexing-api';
import { notifyTransition, sendQueuedNotifications, type NotifyResult } from './notify';
import { indexingTransition } from './transition';

/** A job's page as the sitemap and the job page's canonical link name it. */
export function jobPageUrl(jobId: string): string {
  return `${siteUrl()}${jobPath(jobId)}`;
}

/**
 * What one write to a job calls for, told through `api`; `now` is the write's time. The job's
 * version is its updatedAt after the write, or the write's time when the job was deleted.
 */
export async function notifyJobWrite(
  db: Firestore,
  api: IndexingApi,
  {
    jobId,
    before,
    after,
    now,
  }: { jobId: string; before: Job | null; after: Job | null; now: number },
): Promise<NotifyResult | 'nothing'> {
  const type = indexingTransition(before, after, now);
  if (!type) return 'nothing';
  const version = after ? after.updatedAt : new Date(now);
  return notifyTransition(db, api, jobId, { url: jobPageUrl(jobId), type, version }, { now });
}

/**
 * A write that calls for nothing (most do: a held job, a field no page shows, a resent close)
 * reads and writes nothing. Retried on failure: the job's state makes a retry, or a second
 * delivery, send nothing twice.
 */
export const notifySearchEnginesOnJobWrite = onDocumentWritten(
  { document: 'jobs/{jobId}', retry: true, maxInstances: 10 },
  async (event) => {
    const change = event.data;
    const before = jobOfSnapshot(change?.before);
    const after = jobOfSnapshot(change?.after);
    const now = Date.parse(event.time);
    const db = adminFirestore('Telling search engines of a job');
    const api = configuredIndexingApi(db);
    await notifyJobWrite(db, api, { jobId: event.params.jobId, before, after, now });
  },
);

/** Sends the queue within the new day's budget. */
export async function runIndexingQueue(db: Firestore, api: IndexingApi, now: number) {
  const report = await sendQueuedNotifications(db, api, { now });
  const left = report.budgetSpent ? '; the rest wait for tomorrow' : '';
  logger.info(
    `Indexing queue: ${report.sent} sent, ${report.requeued} queued again, ` +
      `${report.dropped} dropped${left}`,
  );
  return report;
}

export const sendQueuedIndexingNotifications = onSchedule(
  { schedule: 'every day 00:05', timeZone: 'UTC', maxInstances: 1 },
  async () => {
    const db = adminFirestore('Sending the queued Indexing API notifications');
    await runIndexingQueue(db, configuredIndexingApi(db), Date.now());
  },
);
