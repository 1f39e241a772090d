// The `first-run` step: a newcomer's `npm start`, on a copy of the tree as a clone has it (the
// files git tracks, and any new ones not ignored) with no build output at all, then Chromium
// loads the boards and a job page from it (e2e/first-run.spec.ts), and Ctrl-C must stop all it
// started. The dependencies are the tree's own, hard-linked (as `npm install` would have left
// them, less Vite's caches), so the step costs a copy, not an install.
import { execFileSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { bin, isPortOpen, isRunning, PORTS, root, waitFor } from '../lib';
import { logFileFor, runLogged, startLogged, stopProcess, tailOf, type Output } from './processes';

/** The folders npm install fills: the root's and the workspaces' own. */
const DEPENDENCY_DIRS = ['node_modules', 'web/node_modules', 'functions/node_modules'];
/** What start.ts prints once every server answers. */
const READY = 'Press Ctrl-C to stop everything.';

/** A copy of the tree as a fresh clone has it, with the tree's installed dependencies. */
function freshCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-first-run-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    // A file deleted but not yet committed is not in the tree a clone would get either.
    if (!existsSync(join(root, file))) continue;
    cpSync(join(root, file), join(dir, file), { recursive: false });
  }
  for (const deps of DEPENDENCY_DIRS) {
    if (!existsSync(join(root, deps))) continue;
    mkdirSync(dirname(join(dir, deps)), { recursive: true });
    // Hard links: seconds, not an install; nothing here writes into node_modules' files.
    execFileSync('cp', ['-al', join(root, deps), join(dir, deps)]);
    // Vite's optimised dependencies are build output too.
    for (const cache of ['.vite', '.vite-temp', '.cache']) {
      rmSync(join(dir, deps, cache), { recursive: true, force: true });
    }
  }
  return dir;
}

/** Processes running from `dir` (Linux's /proc; none found elsewhere): their pid and command. */
function processesIn(dir: string): { pid: number; command: string }[] {
  if (!existsSync('/proc')) return [];
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
        const cwd = readlinkSync(`/proc/${pid}/cwd`);
        const inDir = cwd === dir || cwd.startsWith(`${dir}/`) || command.includes(`${dir}/`);
        return inDir ? [{ pid: Number(pid), command }] : [];
      } catch {
        return []; // Gone already, or not ours to read.
      }
    });
}

/** The ports npm start takes: nothing else may hold them, as on a newcomer's machine. */
const START_PORTS = [
  PORTS.dev,
  PORTS.auth,
  PORTS.functions,
  PORTS.firestore,
  PORTS.mailSmtp,
  PORTS.postgres,
];

/**
 * `npm start` in a fresh copy, exactly as a newcomer runs it, with every emulator its own (npm
 * test runs this step once the end-to-end servers and their Firestore emulator have stopped; it
 * never shares the functions tests' emulator: sharing one, npm start's seeding once waited past
 * its 60 s deadline while they used it); Chromium against it; and everything stopped and
 * removed after.
 */
export async function firstRun(output: Output): Promise<number> {
  for (const port of START_PORTS) {
    if (await isPortOpen(port, port === PORTS.dev ? 'localhost' : undefined)) {
      throw new Error(`Port ${port} is in use (npm start?): the first-run step needs it.`);
    }
  }
  const dir = freshCopy();
  // Read for the moment it is ready, and kept after the run for whoever needs to know why not.
  const log = logFileFor('first-run-npm-start');
  let start: ChildProcess | null = null;
  try {
    start = startLogged('npm', ['start'], { logFile: log }, { cwd: dir });
    const child = start;
    await waitFor(
      'npm start in the fresh copy',
      async () => existsSync(log) && readFileSync(log, 'utf8').includes(READY),
      180_000,
      () => isRunning(child),
    ).catch((error: Error) => {
      throw new Error(`${error.message}. The end of its output:\n${tailOf(log, 40)}`);
    });
    const code = await runLogged(bin('playwright'), ['test', '--project', 'first-run'], output, {
      env: { ...process.env, PORTAL_E2E_SERVERS: 'running' },
    });
    // Ctrl-C, as a newcomer stops it: everything it started must stop with it.
    await stopProcess(start, 45_000);
    // A process killed a moment ago may still be on its way out.
    await waitFor('npm start to stop', async () => processesIn(dir).length === 0, 5_000).catch(
      () => {},
    );
    const left = processesIn(dir);
    if (left.length === 0) return code;
    const listed = left.map(({ pid, command }) => `  ${pid} ${command.slice(0, 160)}`);
    throw new Error(`npm start left these running after Ctrl-C:\n${listed.join('\n')}`);
  } finally {
    // Its emulators stop in turn, each with a grace of its own.
    if (start) await stopProcess(start, 45_000);
    for (const { pid } of processesIn(dir)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}
