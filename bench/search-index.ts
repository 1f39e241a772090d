// The search index a bench writes and times, through the functions' own pool and writers: the
// PostgreSQL DATABASE_URL names, or else an embedded PGlite, the bench's own or the preview's.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Job } from '@portal/domain/jobs/job';
import {
  removeSearchRows,
  searchRowOf,
  upsertSearchRows,
} from '../functions/src/search/index-jobs';
import { closeSearchDatabase, searchDatabase } from '../functions/src/search/search-database';
import {
  embeddedDatabaseUrl,
  PORTS,
  root,
  searchDatabaseCommand,
  stopProcessGroup,
  waitForPort,
} from '../scripts/lib';

/** Rows a statement writes or removes. */
const ROWS_AT_ONCE = 1000;

/**
 * The index: DATABASE_URL's; else a PGlite started on `ownPort` (`own`), stopped by `close`;
 * else, with no `ownPort`, the one npm run preview runs.
 */
export async function openSearchIndex(ownPort?: number) {
  const url = process.env.DATABASE_URL ?? embeddedDatabaseUrl(ownPort ?? PORTS.postgres);
  let child: ChildProcess | null = null;
  if (!process.env.DATABASE_URL && ownPort !== undefined) {
    child = spawn(...searchDatabaseCommand(ownPort), {
      cwd: root,
      detached: true,
      stdio: 'ignore',
    });
    await waitForPort('PGlite', child, ownPort);
  }
  const db = await searchDatabase({ DATABASE_URL: url });
  if (!db) throw new Error(`No search index at ${url}`);
  return {
    db,
    url,
    own: child !== null,
    async close() {
      await closeSearchDatabase();
      if (child) await stopProcessGroup(child);
    },
  };
}

type SearchIndex = Awaited<ReturnType<typeof openSearchIndex>>['db'];

/**
 * Indexes `jobs`, then runs `vacuum analyze` as autovacuum does on a server once a table has
 * grown, so that the planner may answer counts and places from the index alone (PGlite has no
 * autovacuum); with `vacuum: false`, only `analyze`, as PGlite left to itself would plan.
 */
export async function indexJobs(db: SearchIndex, jobs: Job[], { vacuum = true } = {}) {
  for (let at = 0; at < jobs.length; at += ROWS_AT_ONCE) {
    await upsertSearchRows(db, jobs.slice(at, at + ROWS_AT_ONCE).map(searchRowOf));
  }
  await db.query(vacuum ? 'vacuum analyze job_search' : 'analyze job_search');
}

export async function unindexJobs(db: SearchIndex, ids: string[]) {
  for (let at = 0; at < ids.length; at += ROWS_AT_ONCE) {
    await removeSearchRows(db, ids.slice(at, at + ROWS_AT_ONCE));
  }
}
