// The search index: one row per job that Firestore holds, derived from it and rebuilt at will.
// Its search text is domain's (searchTextOf) led by the job's type (search-text.ts): lower-cased,
// rich text as a reader sees it, fields joined by a separator no query holds; a trigram index
// makes `LIKE '…%…%'` on it fast.
import type pg from 'pg';

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

create index if not exists job_search_text on job_search using gin (search_text gin_trgm_ops);
-- A list's page, newest first.
create index if not exists job_search_newest
  on job_search (type, created_at desc, id desc) where status = 'active';
-- The board's count without a needle, in its places, and its Countries and Cities: everything
-- they read is in the index, so once (auto)vacuum has marked the table's pages all-visible they
-- are index-only scans, not passes over the search text. Replaces job_search_places, which
-- lacked expires_at.
create index if not exists job_search_open
  on job_search (type, country, city) include (expires_at) where status = 'active';
drop index if exists job_search_places;

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
 * How the rows' search text is written: 2 since it leads with the job's type (search-text.ts).
 * Rows of format 1 are rewritten in place: the type's key and the separator put before their
 * text, which is exactly what format 2 writes, so the index stays whole while it changes.
 */
export const SEARCH_FORMAT = 2;

/** Creates what is missing, and brings rows of an older format up to date; safe on every start. */
export async function ensureSearchSchema(db: pg.Pool | pg.PoolClient): Promise<void> {
  // Without the pool's statement timeout (search-database.ts): building an index over a grown
  // table, or rewriting its rows, takes longer. SET LOCAL lasts to the end of the statements'
  // one transaction (a multi-statement string is one), so the connection keeps its timeout.
  await db.query(`set local statement_timeout = 0;\n${SEARCH_SCHEMA}`);
  const { rows } = await db.query<{ version: number }>('select version from search_format');
  if (rows.length === 1 && rows[0]!.version === SEARCH_FORMAT) return;
  // One statement string, so one connection runs it as one transaction. The guard makes a second
  // instance, starting at the same moment, leave the rows the first has rewritten: under read
  // committed it checks each row again once the first has committed. (A format-1 row that already
  // begins 'job␁', a job titled 'Job', answers every pattern as a format-2 row would.)
  await db.query(`begin;
    set local statement_timeout = 0;
    update job_search set search_text = lower(type) || chr(1) || search_text
      where search_text not like lower(type) || chr(1) || '%';
    delete from search_format;
    insert into search_format (version) values (${SEARCH_FORMAT});
    commit;`);
}
