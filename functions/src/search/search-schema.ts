// The search index: one row per job that Firestore holds, derived from it and rebuilt at will.
// Its search text is domain's (searchTextOf) led by the job's type (search-text.ts): lower-cased,
// rich text as a reader sees it, fields joined by a separator no query holds; a trigram index
// makes `LIKE '…%…%'` on it fast.
import type pg from 'pg';
import { fillCompanySlugs } from './index-jobs';

export const SEARCH_SCHEMA = `
create extension if not exists pg_trgm;

create table if not exists job_search (
  id text primary key,
  type text not null,
  status text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- Trimmed, '' when none: what the Countries and Cities choices match.
  country text not null,
  city text not null,
  title text not null,
  company text not null,
  search_text text not null
);

-- The domain its poster verified ('' when none), which its card shows. Added after the table
-- was first made: existing rows get '' and the reconciler brings them level.
alter table job_search add column if not exists verified_domain text not null default '';

-- The slug of the job's company (domain's companySlug): what a company's list matches. Null in a
-- row written before it was added, or since by a deploy's older instances, which know nothing of
-- it: fillCompanySlugs writes those, once at the change of format and on each reconciler run.
alter table job_search add column if not exists company_slug text;

-- What the job pays (domain's pay.ts): the card's text (its Salary, '' when none), whether it
-- gives a figure in any currency, and its top figure in rupees a year (null: none in rupees), which
-- the pay filters match. pay_text is null in a row written before they were added, or since by a
-- deploy's older instance: the reconciler fills those from Firestore (fillPay), since the index
-- never kept the Salary as written. Until then the row shows no pay and matches no pay filter.
alter table job_search add column if not exists pay_text text;
alter table job_search add column if not exists shows_pay boolean not null default false;
alter table job_search add column if not exists yearly_rupees bigint;

-- When its poster last said it is still open (null: never), which its card shows, and the latest
-- time it was known to be open (domain's knownOpenAt: confirmed_at, else created_at), which a list
-- sorted by confirmed (sort=confirmed) orders by. known_open_at is null in a row written before
-- they were added, or since by a deploy's older instance: only Firestore says whether a job was
-- confirmed, so the reconciler fills those (fillKnownOpen). Until then the row shows no
-- confirmation and comes last in that order.
alter table job_search add column if not exists confirmed_at timestamptz;
alter table job_search add column if not exists known_open_at timestamptz;

create index if not exists job_search_text on job_search using gin (search_text gin_trgm_ops);
-- A list's page, newest first.
create index if not exists job_search_newest
  on job_search (type, created_at desc, id desc) where status = 'active';
-- A list's page, newest confirmed open first (sort=confirmed): its first page and, walking it, a
-- search's matches in that order. Its count is job_search_open_pay's, as the board's.
create index if not exists job_search_newest_open
  on job_search (type, known_open_at desc nulls last, id desc) where status = 'active';
-- The board's count without a needle, in its places, by its pay, and its Countries and Cities:
-- everything they read is in the index, so once (auto)vacuum has marked the table's pages
-- all-visible they are index-only scans, not passes over the search text. Replaces
-- job_search_places, which lacked expires_at, and job_search_open, which lacked the pay: at
-- 100,000 jobs a count by pay read the table (80 ms for Shows pay, on PGlite), and reads this
-- index instead (14 ms, what the board's own count costs).
create index if not exists job_search_open_pay
  on job_search (type, country, city) include (expires_at, shows_pay, yearly_rupees)
  where status = 'active';
drop index if exists job_search_places;
drop index if exists job_search_open;
-- A company's open jobs newest first (its list, its feed), their count and places, and the
-- companies with open jobs (the sitemap): what they read besides is in the index.
create index if not exists job_search_company
  on job_search (company_slug, created_at desc, id desc) include (expires_at, country, city)
  where status = 'active';
-- The rows whose slug is still to be written: none, nearly always, so finding them costs nothing.
create index if not exists job_search_unslugged on job_search (company) where company_slug is null;
-- The rows whose pay is still to be written, as for the slugs.
create index if not exists job_search_unpaid on job_search (id) where pay_text is null;
-- The rows whose known_open_at is still to be written, as for the pay.
create index if not exists job_search_unknown_open on job_search (id) where known_open_at is null;

-- Which way the rows were written (SEARCH_FORMAT).
create table if not exists search_format (
  version integer not null
);

-- How far the reconciler has read Firestore's changes.
create table if not exists search_watermark (
  name text primary key,
  updated_at timestamptz not null
);
`;

/**
 * How the rows are written: 2 since their search text leads with the job's type (search-text.ts),
 * 3 since they carry their company's slug, 4 since they carry their pay, 5 since they carry when
 * the job was confirmed open and their pay is read by salary-text.ts's fuller reading. Rows of an older format are brought up to this one in place, so the
 * index stays whole, and answers, while it changes; their pay and confirmation, which only
 * Firestore holds, are the reconciler's to write (fillPay, fillKnownOpen).
 */
export const SEARCH_FORMAT = 5;

/** Creates what is missing, and brings rows of an older format up to date; safe on every start. */
export async function ensureSearchSchema(db: pg.Pool | pg.PoolClient): Promise<void> {
  // Without the pool's statement timeout (search-database.ts): building an index over a grown
  // table, or rewriting its rows, takes longer. SET LOCAL lasts to the end of the statements'
  // one transaction (a multi-statement string is one), so the connection keeps its timeout.
  await db.query(`set local statement_timeout = 0;\n${SEARCH_SCHEMA}`);
  const { rows } = await db.query<{ version: number }>('select version from search_format');
  const version = rows.length === 1 ? rows[0]!.version : 0;
  // A newer format is a newer deploy's: its rows are left as it wrote them.
  if (version >= SEARCH_FORMAT) return;
  if (version < 2) {
    // One statement string, so one connection runs it as one transaction. The guard makes a
    // second instance, starting at the same moment, leave the rows the first has rewritten:
    // under read committed it checks each row again once the first has committed. (A format-1
    // row that already begins 'job␁', a job titled 'Job', answers every pattern as a format-2
    // row would.)
    await db.query(`begin;
      set local statement_timeout = 0;
      update job_search set search_text = lower(type) || chr(1) || search_text
        where search_text not like lower(type) || chr(1) || '%';
      commit;`);
  }
  if (version === 4) {
    // Format 4's pay was read from a free-text Salary by an older, narrower reading
    // (salary-text.ts): the reconciler reads those jobs again (fillPay).
    await db.query('update job_search set pay_text = null where pay_text is not null');
  }
  // Format 3: the slug is domain's, made in JavaScript, so the rows are filled from here.
  await fillCompanySlugs(db);
  await db.query(`begin;
    delete from search_format;
    insert into search_format (version) values (${SEARCH_FORMAT});
    commit;`);
}
