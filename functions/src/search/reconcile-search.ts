// Brings the search index level with Firestore: every job changed since the watermark (less an
// overlap, for writes committed out of order), a page at a time, each page and the watermark it
// reaches written in one transaction. Idempotent: a run cut off anywhere leaves the index
// consistent, and the next run goes on from the last page that landed. Each run then writes the
// company slug of any row that lacks one (fillCompanySlugs), the pay of any row that lacks it
// (fillPay), and when the job was confirmed open (fillKnownOpen): one written before the index had
// the column, or that a deploy's older instance inserted, knowing nothing of it.
import type { Firestore } from 'firebase-admin/firestore';
import type pg from 'pg';
import { jobsChangedSince, readJobsById } from '#src/data/job-changes';
import {
  applyChangedJobs,
  fillCompanySlugs,
  fillKnownOpen,
  fillPay,
  inWriteTransaction,
} from './index-jobs';

const WATERMARK = 'jobs';
/** Read again each run: a transaction may commit a change stamped a little before another's. */
const OVERLAP_MS = 10_000;

export interface ReconcileReport {
  /** Jobs read from Firestore and written to the index. */
  jobs: number;
  pages: number;
  /** Rows whose company slug was missing, written. */
  companySlugs: number;
  /** Rows whose pay was missing, written (or dropped, their job gone). */
  pays: number;
  /** Rows whose confirmation (known_open_at) was missing, written (or dropped, their job gone). */
  knownOpen: number;
}

async function readWatermark(db: pg.Pool): Promise<Date> {
  const { rows } = await db.query<{ updated_at: Date }>(
    'select updated_at from search_watermark where name = $1',
    [WATERMARK],
  );
  return rows[0]?.updated_at ?? new Date(0);
}

export async function reconcileSearch(
  firestore: Firestore,
  db: pg.Pool,
  {
    pageSize = 500,
    afterPage,
  }: {
    pageSize?: number;
    /** Called once each page has landed (tests cut a run off here). */
    afterPage?: (page: number) => void | Promise<void>;
  } = {},
): Promise<ReconcileReport> {
  const watermark = await readWatermark(db);
  const from = new Date(Math.max(0, watermark.getTime() - OVERLAP_MS));
  const report: ReconcileReport = { jobs: 0, pages: 0, companySlugs: 0, pays: 0, knownOpen: 0 };
  let after: { updatedAt: Date; id: string } | null = null;
  for (;;) {
    const changed = await jobsChangedSince(firestore, { from, after, limit: pageSize });
    if (changed.length === 0) break;
    const last = changed[changed.length - 1]!;
    await inWriteTransaction(db, async (client) => {
      await applyChangedJobs(client, changed);
      await client.query(
        `insert into search_watermark (name, updated_at) values ($1, $2)
         on conflict (name) do update set updated_at = greatest(search_watermark.updated_at, excluded.updated_at)`,
        [WATERMARK, last.updatedAt.toISOString()],
      );
    });
    report.jobs += changed.length;
    report.pages += 1;
    await afterPage?.(report.pages);
    if (changed.length < pageSize) break;
    after = { updatedAt: last.updatedAt, id: last.id };
  }
  report.companySlugs = await fillCompanySlugs(db);
  report.pays = await fillPay(db, (ids) => readJobsById(firestore, ids));
  report.knownOpen = await fillKnownOpen(db, (ids) => readJobsById(firestore, ids));
  return report;
}
