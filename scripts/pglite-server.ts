// The embedded PostgreSQL for the search index: PGlite (PostgreSQL compiled to WebAssembly, in
// memory) served over the PostgreSQL wire protocol by pglite-socket, with pg_trgm, so that every
// client reaches it as it would a real server, with `pg` and a DATABASE_URL. Started as a child
// process by scripts/lib.ts's searchDatabaseCommand;
// `node --import tsx scripts/pglite-server.ts --port 5433` runs one by hand. The functions create
// their tables on first use.
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { HOST } from './lib';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0) throw new Error('--port <number> is required');

const db = await PGlite.create({ extensions: { pg_trgm } });

/**
 * Messages that end an extended-protocol exchange (Sync), or are one whole exchange (a simple
 * Query), or end the session.
 */
const EXCHANGE_ENDS = new Set(['S', 'Q', 'X'].map((c) => c.charCodeAt(0)));
/** Past this, a client that went quiet mid-exchange (it died, say) no longer holds the others. */
const MID_EXCHANGE_HOLD_MS = 5000;

/**
 * PGlite runs one message at a time, and the server queues each client's messages one by one,
 * keeping to one client only while a transaction is open. But `pg` sends a parameterised
 * statement as several messages (Parse, Bind, Describe, Execute, Sync) outside any transaction,
 * and two clients' messages interleaved overwrite each other's unnamed statement ("bind message
 * supplies 5 parameters, but prepared statement requires 2"). So the server is told a
 * transaction is open from a client's first message of an exchange until its Sync.
 */
function oneExchangeAtATime(pglite: PGlite): PGlite {
  let midExchangeSince = 0;
  return new Proxy(pglite, {
    get(target, property, receiver) {
      if (property === 'isInTransaction') {
        return () =>
          target.isInTransaction() ||
          (midExchangeSince > 0 && Date.now() - midExchangeSince < MID_EXCHANGE_HOLD_MS);
      }
      if (property === 'execProtocolRawStream') {
        return (message: Uint8Array, options: Parameters<PGlite['execProtocolRawStream']>[1]) => {
          const type = message[0];
          // A startup message starts with its length, whose first byte is 0.
          const ends = type === undefined || type === 0 || EXCHANGE_ENDS.has(type);
          midExchangeSince = ends ? 0 : midExchangeSince || Date.now();
          return target.execProtocolRawStream(message, options);
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

// The server queues the clients' messages, so a function's pool and the reconciler each may
// hold connections at once.
const server = new PGLiteSocketServer({
  db: oneExchangeAtATime(db),
  port,
  host: HOST,
  maxConnections: 32,
});
await server.start();
console.log(`PGlite listening on ${HOST}:${port}`);

async function stop() {
  await server.stop();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
