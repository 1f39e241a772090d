// The children npm start runs (emulators, inbox, PGlite, web servers), each in its own process
// group, its output prefixed with its name; and stopping all of them on the way out.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { root, stopProcessGroup } from '../lib';

export const children: ChildProcess[] = [];
/** What stops on the way out besides the children (the search reconciler, the mail retry). */
export const stoppers: (() => Promise<void>)[] = [];
let stopping = false;

export function log(message: string) {
  console.log(`\x1b[36m[portal]\x1b[0m ${message}`);
}

/**
 * Starts a long-running child in its own process group. Its output is prefixed with its name,
 * or goes to `logFile` for a chatty child.
 */
export function startChild(
  name: string,
  command: string,
  args: string[],
  {
    env = {},
    cwd = root,
    logFile,
  }: { env?: NodeJS.ProcessEnv; cwd?: string; logFile?: string } = {},
) {
  const output = logFile ? openSync(logFile, 'w') : 'pipe';
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', output, output],
    detached: true,
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  children.push(child);
  return child;
}

/** Asks every child to stop (SIGINT, as Ctrl-C would), then forces any that linger. */
async function stopAll(exitCode: number): Promise<never> {
  if (stopping) return new Promise<never>(() => {});
  stopping = true;
  log('Stopping...');
  await Promise.all(stoppers.map((stop) => stop().catch(() => {})));
  await Promise.all(children.map((child) => stopProcessGroup(child)));
  process.exit(exitCode);
}

/** Stops everything on Ctrl-C, or when the terminal or a supervisor asks. */
export function stopOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void stopAll(0));
  }
}

/** True once everything is being stopped: a child that exits then is not a failure. */
export const isStopping = (): boolean => stopping;

export async function fail(message: string): Promise<never> {
  console.error(`\x1b[31m[portal]\x1b[0m ${message}`);
  return stopAll(1);
}
