// The search index's PostgreSQL, reached one way everywhere: `pg` over the wire. DATABASE_URL
// names any server (the embedded PGlite that npm start, npm run preview and npm test run, or a
// real one); in production, Cloud SQL for PostgreSQL through Google's connector, its settings in
// secrets. One pool per instance, opened on first use.
import { logger } from 'firebase-functions';
import { defineSecret } from 'firebase-functions/params';
import pg from 'pg';
import { runsOnEmulator, type Env } from '#src/platform/environment';
import { ensureSearchSchema } from './search-schema';

/** Cloud SQL's settings, bound as secrets to the functions that read the index. */
const CLOUD_SQL = {
  instance: defineSecret('CLOUD_SQL_INSTANCE'),
  user: defineSecret('CLOUD_SQL_USER'),
  password: defineSecret('CLOUD_SQL_PASSWORD'),
  database: defineSecret('CLOUD_SQL_DATABASE'),
};

/** The secrets a function that reads or writes the index binds: none on the emulator. */
export function searchDatabaseSecrets(env: Env = process.env) {
  return runsOnEmulator(env) || env.DATABASE_URL ? [] : Object.values(CLOUD_SQL);
}

/**
 * Connections per instance: a function instance serves one request at a time by default, and a
 * reconciler run holds one more. Cloud SQL's small tiers allow about 100 in all.
 */
const POOL_SIZE = 3;

/**
 * The longest any statement may run, on every connection of the pool (pg sends it as the
 * session's `statement_timeout` when it connects; the server cancels a statement past it, SQLSTATE
 * 57014). A board's worst search, one pass over the search text of 100,000 jobs, takes a few
 * hundred milliseconds; a search past this is answered 503 (search-jobs.ts) instead of holding a
 * connection that the next visitors wait for. The schema's statements lift it (search-schema.ts:
 * building an index over a grown table takes longer), and writes set their own, longer
 * (index-jobs.ts, WRITE_TIMEOUT_MS).
 */
export const STATEMENT_TIMEOUT_MS = 2000;

/**
 * How long a reader waits for a statement's answer (pg's query_timeout, on the client), a little
 * past STATEMENT_TIMEOUT_MS: where the server cannot cancel a statement (the embedded PGlite has
 * no timers) or the connection stalls, the search still answers in bounded time. The connection
 * is then dropped, not reused.
 */
export const READ_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 1000;

let pool: Promise<pg.Pool | null> | null = null;

async function open(env: Env): Promise<pg.Pool | null> {
  const common = {
    max: POOL_SIZE,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
  };
  if (env.DATABASE_URL) return new pg.Pool({ ...common, connectionString: env.DATABASE_URL });
  // Secrets reach a function as environment variables; a script or the emulator has none.
  if (runsOnEmulator(env) || !env.CLOUD_SQL_INSTANCE) {
    logger.warn('DATABASE_URL is not set: search answers 503 (npm start sets it).');
    return null;
  }
  // Loaded here, not at the top: only production reaches Cloud SQL, and the connector costs
  // every function instance's cold start about a second to load.
  const { Connector, IpAddressTypes } = await import('@google-cloud/cloud-sql-connector');
  const connector = new Connector();
  const options = await connector.getOptions({
    instanceConnectionName: CLOUD_SQL.instance.value(),
    ipType: IpAddressTypes.PUBLIC,
  });
  return new pg.Pool({
    ...common,
    ...options,
    user: CLOUD_SQL.user.value(),
    password: CLOUD_SQL.password.value(),
    database: CLOUD_SQL.database.value(),
  });
}

/** The pool, or null when no database is configured (the emulator without DATABASE_URL). */
export function searchDatabase(env: Env = process.env): Promise<pg.Pool | null> {
  pool ??= open(env).then(async (opened) => {
    if (!opened) return null;
    // An idle client the server dropped must not take the instance down with it. Its message
    // only: pg hangs the whole client on the error, which filled a screen of log per connection.
    opened.on('error', (error) =>
      logger.warn(`A search database connection failed: ${error.message}`),
    );
    // Idempotent: a fresh database (a new PGlite, a new Cloud SQL instance) gets its tables.
    await ensureSearchSchema(opened);
    return opened;
  });
  // A failure to open is not kept: the next request tries again.
  pool.catch(() => {
    pool = null;
  });
  return pool;
}

/** Closes the pool (tests, scripts); the next use opens another. */
export async function closeSearchDatabase(): Promise<void> {
  const closing = pool;
  pool = null;
  await (await closing)?.end();
}
