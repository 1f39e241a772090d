// The embedded PostgreSQL for the search index: PGlite (PostgreSQL compiled to WebAssembly, in
// memory) served over the PostgreSQL wire protocol by pglite-socket, with pg_trgm, so that every
// client reaches it as it would a real server, with `pg` and a DATABASE_URL. Started as a child
// process by scripts/lib.ts's startSearchDatabase; `tsx scripts/pglite-server.ts --port 5433`
// runs one by hand. The functions create their tables on first use.
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { HOST } from './lib';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0) throw new Error('--port <number> is required');

const db = await PGlite.create({ extensions: { pg_trgm } });
// PGlite runs one statement at a time; the server queues the clients' statements, so a
// function's pool and the reconciler each may hold connections at once.
const server = new PGLiteSocketServer({ db, port, host: HOST, maxConnections: 32 });
await server.start();
console.log(`PGlite listening on ${HOST}:${port}`);

async function stop() {
  await server.stop();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
