// Writes to the search index: a job's row from the job as Firestore holds it, newest change
// wins, so the writers, the trigger and the reconciler may arrive in any order, and again.
import type { ChangedJob } from '#src/data/job-changes';
import { knownOpenAt } from '@portal/domain/jobs/board-query';
import { companySlug } from '@portal/domain/jobs/company';
import { payFactsOf, placeOf, storableText } from '@portal/domain/jobs/job-search';
import type { Job } from '@portal/domain/jobs/job';
import type pg from 'pg';
import { indexedSearchText } from './search-text';

export interface SearchRow {
  id: string;
  type: string;
  status: string;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
  country: string;
  city: string;
  title: string;
  company: string;
  /** companySlug of the job's Company: what a company's list matches. */
  companySlug: string;
  searchText: string;
  verifiedDomain: string;
  /** What the card shows the job pays: its Salary ('' when none). */
  payText: string;
  /** Whether it gives a figure it pays, in any currency (domain's payFactsOf). */
  showsPay: boolean;
  /** Its top figure in rupees a year, null when it pays in no rupees (domain's yearlyRupees). */
  yearlyRupees: number | null;
  /** When its poster last said it is still open, null when never (still-hiring). */
  confirmedAt: Date | null;
  /** The latest time it was known to be open (domain's knownOpenAt): sort=confirmed's order. */
  knownOpenAt: Date;
}

export function searchRowOf(job: Job): SearchRow {
  // The job's own Pay (payFactsOf reads it loosely: old jobs have none), else its Salary's.
  const pay = payFactsOf(job);
  return {
    id: job.id,
    type: job.Type,
    status: job.status,
    expiresAt: job.expiresAt,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    country: placeOf(job.Country),
    city: placeOf(job.City),
    title: storableText(job.Title),
    company: storableText(job.Company),
    companySlug: companySlug(job.Company),
    searchText: indexedSearchText(job),
    verifiedDomain: job.verifiedDomain ?? '',
    payText: storableText(job.Salary ?? ''),
    showsPay: pay.showsPay,
    yearlyRupees: pay.yearlyRupees,
    confirmedAt: job.confirmedAt ?? null,
    knownOpenAt: knownOpenAt(job),
  };
}

/**
 * Whether a write from `before` to `after` (null: no job, or none a reader accepts) changes what
 * the index holds of the job: its row, all but updatedAt, or whether it has one. Closing a closed
 * job again, a resend or a write of the same fields changes only updatedAt, and so nothing here.
 */
export function changesSearchRow(before: Job | null, after: Job | null): boolean {
  if (!before || !after) return before !== after;
  const indexed = (job: Job) => JSON.stringify({ ...searchRowOf(job), updatedAt: null });
  return indexed(before) !== indexed(after);
}

const COLUMNS = [
  ['id', 'text', (row: SearchRow) => row.id],
  ['type', 'text', (row: SearchRow) => row.type],
  ['status', 'text', (row: SearchRow) => row.status],
  ['expires_at', 'timestamptz', (row: SearchRow) => row.expiresAt.toISOString()],
  ['created_at', 'timestamptz', (row: SearchRow) => row.createdAt.toISOString()],
  ['updated_at', 'timestamptz', (row: SearchRow) => row.updatedAt.toISOString()],
  ['country', 'text', (row: SearchRow) => row.country],
  ['city', 'text', (row: SearchRow) => row.city],
  ['title', 'text', (row: SearchRow) => row.title],
  ['company', 'text', (row: SearchRow) => row.company],
  ['company_slug', 'text', (row: SearchRow) => row.companySlug],
  ['search_text', 'text', (row: SearchRow) => row.searchText],
  ['verified_domain', 'text', (row: SearchRow) => row.verifiedDomain],
  ['pay_text', 'text', (row: SearchRow) => row.payText],
  ['shows_pay', 'boolean', (row: SearchRow) => row.showsPay],
  ['yearly_rupees', 'bigint', (row: SearchRow) => row.yearlyRupees],
  ['confirmed_at', 'timestamptz', (row: SearchRow) => row.confirmedAt?.toISOString() ?? null],
  ['known_open_at', 'timestamptz', (row: SearchRow) => row.knownOpenAt.toISOString()],
] as const;

const UPSERT = `
insert into job_search (${COLUMNS.map(([name]) => name).join(', ')})
select * from unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
on conflict (id) do update set
  ${COLUMNS.slice(1)
    .map(([name]) => `${name} = excluded.${name}`)
    .join(',\n  ')}
where job_search.updated_at < excluded.updated_at`;

/** Writes these rows in one statement; a row no newer than the one stored changes nothing. */
export async function upsertSearchRows(
  db: pg.Pool | pg.PoolClient,
  rows: readonly SearchRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    UPSERT,
    COLUMNS.map(([, , value]) => rows.map((row) => (value as (row: SearchRow) => unknown)(row))),
  );
}

/** Drops these jobs from the index (gone from Firestore, or no longer readable). */
export async function removeSearchRows(
  db: pg.Pool | pg.PoolClient,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db.query('delete from job_search where id = any($1::text[])', [ids]);
}

/**
 * How long a write to the index may run: longer than a search may (the pool's statement timeout,
 * search-database.ts), since whichever insert finds the trigram index's list of pending entries
 * full merges them all into the index first. Bounded still.
 */
export const WRITE_TIMEOUT_MS = 60_000;

/**
 * Runs `work` on one connection in a transaction whose statements have WRITE_TIMEOUT_MS (SET
 * LOCAL: the connection keeps the pool's timeout once it ends); rolls back if it throws.
 */
export async function inWriteTransaction<T>(
  db: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await db.connect();
  try {
    await client.query(`begin; set local statement_timeout = ${WRITE_TIMEOUT_MS}`);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Applies what Firestore says of these jobs: readable ones written, the rest dropped. On a pool,
 * in a transaction of its own with the writes' timeout; on a client, in the caller's transaction,
 * in inWriteTransaction.
 */
export async function applyChangedJobs(
  db: pg.Pool | pg.PoolClient,
  changed: readonly ChangedJob[],
): Promise<void> {
  const rows = changed.flatMap(({ job }) => (job ? [searchRowOf(job)] : []));
  const gone = changed.flatMap(({ id, job }) => (job ? [] : [id]));
  if (rows.length === 0 && gone.length === 0) return;
  if ('release' in db) {
    await upsertSearchRows(db, rows);
    await removeSearchRows(db, gone);
    return;
  }
  await inWriteTransaction(db, async (client) => {
    await upsertSearchRows(client, rows);
    await removeSearchRows(client, gone);
  });
}

/** Company names whose rows' slugs are filled per statement. */
const SLUG_BATCH = 1000;

/**
 * Writes the company slug of every row that has none (null: written before the index had the
 * column, or by a deploy's older instance since), a batch of names at a time; the names are read
 * through an index of those rows alone, so when there are none this costs one look. Returns how
 * many rows it wrote. On a pool each batch's write is a write transaction of its own; on a
 * client, in the caller's session.
 */
export async function fillCompanySlugs(
  db: pg.Pool | pg.PoolClient,
  { batchSize = SLUG_BATCH } = {},
): Promise<number> {
  let filled = 0;
  for (;;) {
    const { rows } = await db.query<{ company: string }>(
      'select distinct company from job_search where company_slug is null limit $1',
      [batchSize],
    );
    const names = rows.map((row) => row.company);
    if (names.length === 0) return filled;
    const write = (client: pg.Pool | pg.PoolClient) =>
      client.query(
        `update job_search set company_slug = named.slug
         from unnest($1::text[], $2::text[]) as named (company, slug)
         where job_search.company = named.company and job_search.company_slug is null`,
        [names, names.map(companySlug)],
      );
    const written = 'release' in db ? await write(db) : await inWriteTransaction(db, write);
    filled += written.rowCount ?? 0;
    // A batch that wrote nothing (another instance wrote its rows) ends it as surely as the last.
    if (names.length < batchSize || !written.rowCount) return filled;
  }
}

/** Rows written per batch: as many jobs as one Firestore read by id takes well. */
const FILL_BATCH = 300;

type ColumnName = (typeof COLUMNS)[number][0];

/**
 * Writes `columns` of every row whose first column is null (written before the index had them,
 * or by a deploy's older instance since), from the jobs as `readJobs` says they are now
 * (Firestore, by id): what only Firestore can say. A row whose job is gone or unreadable is
 * dropped, as the reconciler would drop it. The rows are found through an index of those rows
 * alone (search-schema.ts), so when there are none this costs one look. Returns how many rows it
 * wrote or dropped. On a pool each batch's write is a write transaction of its own; on a client,
 * in the caller's session.
 */
async function fillFromJobs(
  db: pg.Pool | pg.PoolClient,
  readJobs: (ids: readonly string[]) => Promise<readonly ChangedJob[]>,
  columns: readonly [ColumnName, ...ColumnName[]],
  batchSize: number,
): Promise<number> {
  const [marker] = columns;
  const specs = columns.map((name) => COLUMNS.find(([column]) => column === name)!);
  const update = `update job_search set ${columns.map((name) => `${name} = known.${name}`).join(', ')}
    from unnest($1::text[], ${specs.map(([, type], i) => `$${i + 2}::${type}[]`).join(', ')})
      as known (id, ${columns.join(', ')})
    where job_search.id = known.id and job_search.${marker} is null`;
  let filled = 0;
  for (;;) {
    const { rows } = await db.query<{ id: string }>(
      `select id from job_search where ${marker} is null limit $1`,
      [batchSize],
    );
    if (rows.length === 0) return filled;
    const stored = await readJobs(rows.map((row) => row.id));
    const known = stored.flatMap(({ job }) => (job ? [searchRowOf(job)] : []));
    const gone = stored.flatMap(({ id, job }) => (job ? [] : [id]));
    const write = async (client: pg.Pool | pg.PoolClient) => {
      // Only rows still without them: a writer that wrote the whole row since has the last word.
      const updated = await client.query(update, [
        known.map((row) => row.id),
        ...specs.map(([, , value]) =>
          known.map((row) => (value as (row: SearchRow) => unknown)(row)),
        ),
      ]);
      const dropped = await client.query(
        `delete from job_search where id = any($1::text[]) and ${marker} is null`,
        [gone],
      );
      return (updated.rowCount ?? 0) + (dropped.rowCount ?? 0);
    };
    const written = 'release' in db ? await write(db) : await inWriteTransaction(db, write);
    filled += written;
    // A batch that wrote nothing (another instance wrote its rows) ends it as surely as the last.
    if (rows.length < batchSize || written === 0) return filled;
  }
}

/**
 * Writes the pay of every row that has none (pay_text null): the index never kept the Salary as
 * written (its search text is lower-cased), so only Firestore can say it.
 */
export function fillPay(
  db: pg.Pool | pg.PoolClient,
  readJobs: (ids: readonly string[]) => Promise<readonly ChangedJob[]>,
  { batchSize = FILL_BATCH } = {},
): Promise<number> {
  return fillFromJobs(db, readJobs, ['pay_text', 'shows_pay', 'yearly_rupees'], batchSize);
}

/**
 * Writes when each row's job was confirmed open, and so the latest time it was known open, for
 * every row that lacks it (known_open_at null): the index never kept whether a job was
 * confirmed, so only Firestore can say it.
 */
export function fillKnownOpen(
  db: pg.Pool | pg.PoolClient,
  readJobs: (ids: readonly string[]) => Promise<readonly ChangedJob[]>,
  { batchSize = FILL_BATCH } = {},
): Promise<number> {
  return fillFromJobs(db, readJobs, ['known_open_at', 'confirmed_at'], batchSize);
}
