// Keeps the search index level with Firestore as jobs change: in production a trigger on every
// write to jobs/{id} (owners closing and extending their jobs write from the browser), and a
// scheduled reconciler that catches whatever a trigger missed. The functions that write jobs
// also index what they wrote at once, so a posted job is found by search without waiting.
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { Firestore } from 'firebase-admin/firestore';
import { jobOfSnapshot, readJobsById } from '#src/data/job-changes';
import { adminFirestore } from '#src/platform/admin';
import { applyChangedJobs, changesSearchRow } from './index-jobs';
import { reconcileSearch } from './reconcile-search';
import { searchDatabase, searchDatabaseSecrets } from './search-database';

/**
 * Indexes these jobs as Firestore holds them now. Never throws: the write that called it has
 * happened, and the reconciler brings the index level if this did not.
 */
export async function indexJobsNow(firestore: Firestore, ids: readonly string[]): Promise<void> {
  try {
    const db = await searchDatabase();
    if (!db) return;
    await applyChangedJobs(db, await readJobsById(firestore, ids));
  } catch (error) {
    logger.warn(`Indexing jobs ${ids.join(', ')} for search failed; the reconciler will`, error);
  }
}

/**
 * Every write to a job, but those that change nothing the index holds: a poster closing their
 * closed job again, in a loop if they like, costs no read and no write here (the write itself
 * says so, before and after). The rest are indexed as Firestore holds the job when the trigger
 * runs, so triggers arriving late or twice write nothing stale.
 */
export const indexJobOnWrite = onDocumentWritten(
  { document: 'jobs/{jobId}', secrets: searchDatabaseSecrets(), maxInstances: 10 },
  async (event) => {
    const change = event.data;
    if (change && !changesSearchRow(jobOfSnapshot(change.before), jobOfSnapshot(change.after))) {
      return;
    }
    const firestore = adminFirestore('Indexing a job for search');
    await indexJobsNow(firestore, [event.params.jobId]);
  },
);

export const reconcileSearchIndex = onSchedule(
  { schedule: 'every 10 minutes', secrets: searchDatabaseSecrets(), maxInstances: 1 },
  async () => {
    const db = await searchDatabase();
    if (!db) return;
    const report = await reconcileSearch(adminFirestore('Reconciling the search index'), db);
    const slugs = report.companySlugs ? `; ${report.companySlugs} company slug(s) filled` : '';
    const pays = report.pays ? `; ${report.pays} row(s) given their pay` : '';
    const known = report.knownOpen
      ? `; ${report.knownOpen} row(s) given when they were confirmed open`
      : '';
    logger.info(
      `Search index reconciled: ${report.jobs} job(s) in ${report.pages} page(s)${slugs}${pays}${known}`,
    );
  },
);
