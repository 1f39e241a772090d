// The Firestore emulator answers a new listener or count by reading the whole collection: at
// 100,000 jobs a board's first visit keeps it busy on both of this machine's cores for several
// seconds after the cards have shown (Firestore itself answers from indexes, on machines of its
// own). A search timed in that stretch times the emulator's scans, which starve the search
// index beside it. The bench times searches both ways: at once, and once the emulator is idle;
// Lighthouse runs with the emulator at the lowest CPU priority, each run once it is idle.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { GCLOUD_FIRESTORE_JAR } from '../scripts/firestore-emulator';

/** Idle: the emulator used at most two clock ticks (20 ms, 4% of a core) in half a second. */
const IDLE_WINDOW_MS = 500;
const IDLE_TICKS = 2;
/** A bound on the wait, so a busy emulator cannot hold the bench for ever. */
const LIMIT_MS = 120_000;

/** The Debian-packaged emulator's process (the one npm run preview starts here), or null. */
function emulatorPid(): number | null {
  try {
    const pids = execFileSync('pgrep', ['-f', GCLOUD_FIRESTORE_JAR], { encoding: 'utf8' });
    const pid = Number(pids.trim().split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The CPU time a process has used, in ticks (user and system: fields 14 and 15 of its stat). */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields from the third on follow the command's name, which is in parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Resolves once the Firestore emulator has been idle for half a second (at once if none runs). */
export async function firestoreEmulatorIdle(): Promise<void> {
  const pid = emulatorPid();
  if (pid === null) return;
  const started = Date.now();
  let before = cpuTicks(pid);
  while (Date.now() - started < LIMIT_MS) {
    await sleep(IDLE_WINDOW_MS);
    const now = cpuTicks(pid);
    if (now - before <= IDLE_TICKS) return;
    before = now;
  }
}

/**
 * Gives the Firestore emulator the lowest CPU priority (nice 19), every one of its threads: while
 * it scans 100,000 jobs for a visit's queries it takes both of this machine's cores, and the
 * browser's tasks, which Lighthouse multiplies by four, grow with it. In production those scans
 * are Google's, on machines of their own. False when no emulator of ours runs.
 */
export function lowerEmulatorPriority(): boolean {
  const pid = emulatorPid();
  if (pid === null) return false;
  // Linux sets a priority per thread; threads started later take their starter's.
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      setPriority(Number(thread), 19);
    } catch {
      // The thread has ended since the directory was read.
    }
  }
  return true;
}
