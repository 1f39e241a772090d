// The processes `npm test` starts: each in a process group of its own, so that a failure
// elsewhere, Ctrl-C or the end of the run stops it and everything it started.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { root, stopProcessGroup } from '../lib';

/** Where each step's and service's output goes when several run at once (git-ignored). */
export const LOG_DIR = `${root}test-results/logs`;

const running = new Set<ChildProcess>();

/** Stops every process this run started that is still running. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stopProcessGroup(child)));
  running.clear();
}

export interface Output {
  /** Inherit the terminal (one step alone), or write to this log file. */
  logFile: string | null;
}

/** Empties the log folder, so that what is there after a run is that run's alone. */
export function clearLogs(): void {
  rmSync(LOG_DIR, { recursive: true, force: true });
}

export function logFileFor(name: string): string {
  return `${LOG_DIR}/${name}.log`;
}

/**
 * Opens the output for a child; the returned function closes it again. Always to the log's end:
 * a step's tests and the servers it started share one log, and a child writing from an offset of
 * its own (or truncating) wrote over the others' lines (the functions step's test report was
 * lost under its emulator's log). clearLogs() empties the folder at the start of a run.
 */
function openOutput({ logFile }: Output): [StdioOptions, () => void] {
  if (!logFile) return ['inherit', () => {}];
  mkdirSync(dirname(logFile), { recursive: true });
  const fd = openSync(logFile, 'a');
  return [['ignore', fd, fd], () => closeSync(fd)];
}

/** Runs a command to its end; resolves to its exit code (1 when it could not start). */
export function runLogged(
  command: string,
  args: string[],
  output: Output,
  { env = process.env, cwd = root }: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<number> {
  const [stdio, close] = openOutput(output);
  const child = spawn(command, args, { cwd, env, stdio, detached: true });
  running.add(child);
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.once('close', (code, signal) => {
      running.delete(child);
      close();
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Starts a long-running service; stop it with `stopProcess` or `stopAll`. */
export function startLogged(
  command: string,
  args: string[],
  output: Output,
  { env = process.env, cwd = root }: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): ChildProcess {
  const [stdio, close] = openOutput(output);
  const child = spawn(command, args, { cwd, env, stdio, detached: true });
  running.add(child);
  child.once('close', () => {
    running.delete(child);
    close();
  });
  return child;
}

/** Adds a process started elsewhere to those stopped with the run. */
export function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('close', () => running.delete(child));
  return child;
}

/** Stops a process and what it started; `graceMs` for one that stops others in turn. */
export async function stopProcess(child: ChildProcess, graceMs?: number): Promise<void> {
  await stopProcessGroup(child, graceMs);
  running.delete(child);
}

/** The last lines of a log, to show with a failure. */
export function tailOf(logFile: string, lines = 150): string {
  const text = readFileSync(logFile, 'utf8').trimEnd().split('\n');
  const shown = text.slice(-lines).join('\n');
  const path = relative(root, logFile);
  return text.length > lines
    ? `… (the first ${text.length - lines} lines are in ${path})\n${shown}`
    : shown;
}
