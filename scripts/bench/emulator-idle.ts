// The Firestore emulator answers a new listener or count by reading the whole collection: at
// 100,000 jobs a board's first visit keeps it busy on both of this machine's cores for several
// seconds after the cards have shown (Firestore itself answers from indexes, on machines of its
// own). A search timed in that stretch times the emulator's scans, which starve the search
// index beside it. The bench times searches both ways: at once, and once the emulator is idle.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { GCLOUD_FIRESTORE_JAR } from '../firestore-emulator';

/** Clock ticks a second, as /proc counts CPU time (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;
const POLL_MS = 250;
/** Idle: under 4% of one core over half a second. */
const IDLE_WINDOW_MS = 500;
const IDLE_TICKS = 2;

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the Firestore emulator has been idle for half a second (at once when none
 * runs here), or after `limitMs`; with how long it waited and the CPU the emulator used
 * meanwhile, in milliseconds.
 */
export async function firestoreEmulatorIdle(
  limitMs = 120_000,
): Promise<{ waitedMs: number; emulatorCpuMs: number }> {
  const pid = emulatorPid();
  const started = Date.now();
  if (pid === null) return { waitedMs: 0, emulatorCpuMs: 0 };
  const first = cpuTicks(pid);
  const samples: { at: number; ticks: number }[] = [{ at: started, ticks: first }];
  while (Date.now() - started < limitMs) {
    await sleep(POLL_MS);
    const now = { at: Date.now(), ticks: cpuTicks(pid) };
    samples.push(now);
    const windowStart = samples.find((sample) => sample.at >= now.at - IDLE_WINDOW_MS);
    const spanned = windowStart && now.at - windowStart.at >= IDLE_WINDOW_MS - POLL_MS;
    if (spanned && now.ticks - windowStart.ticks <= IDLE_TICKS) break;
  }
  const last = samples.at(-1)!;
  return {
    waitedMs: last.at - started,
    emulatorCpuMs: ((last.ticks - first) * 1000) / TICKS_PER_SECOND,
  };
}
