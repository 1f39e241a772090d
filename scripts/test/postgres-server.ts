// A throwaway PostgreSQL server from Debian's postgresql-15 package, for proving the search
// index's SQL on a real server as well as on the embedded PGlite: a cluster in a temporary
// folder, on its own port, gone at the end. PostgreSQL refuses to run as root, so as root (CI)
// it runs as the package's `postgres` user.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedDatabaseUrl, waitForPort } from '../lib';
import { startLogged, stopProcess, type Output } from './processes';

const BIN = '/usr/lib/postgresql/15/bin';

/** Why Debian's PostgreSQL cannot run here, or null. */
export function noPostgresReason(): string | null {
  if (!existsSync(`${BIN}/postgres`)) {
    return "Debian's postgresql-15 is not installed (apt-get install postgresql-15)";
  }
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    return 'running as root, and there is no postgres user to run PostgreSQL as';
  }
  return null;
}

/** Runs `command` as the postgres user when we are root, else as ourselves. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
}

export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}

export async function startPostgres(port: number, output: Output): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-postgres-'));
  if (process.getuid?.() === 0) {
    const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString());
    const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const [initdb, initArgs] = asPostgres(`${BIN}/initdb`, [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const [postgres, args] = asPostgres(`${BIN}/postgres`, [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'fsync=off',
  ]);
  const child: ChildProcess = startLogged(postgres, args, output);
  await waitForPort('PostgreSQL', child, port);
  return {
    url: embeddedDatabaseUrl(port),
    async stop() {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
