// The main thread's own work in a Lighthouse run, from its trace. Lighthouse's TBT multiplies
// each task's wall-clock length by 4; on a two-core host beside the emulators, a task often
// waits for a core for most of that length. The CPU time each task used is in the trace too
// (`tdur`): these figures count that alone, so they move with the page's code, not with the
// host's load.

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

export interface MainThreadCpu {
  /** The main thread's CPU time in tasks from the first contentful paint on, in ms. */
  cpuMs: number;
  /** TBT's sum over those tasks with CPU time in place of wall time (each x 4, past 50 ms). */
  blockingFromCpuMs: number;
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The page's main thread is the one that paints its first content. */
export function mainThreadCpu(events: readonly TraceEvent[], slowdown = 4): MainThreadCpu | null {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  let cpuMs = 0;
  let blockingFromCpuMs = 0;
  for (const event of events) {
    if (event.pid !== paint.pid || event.tid !== paint.tid || event.ph !== 'X') continue;
    if (!TASKS.has(event.name) || event.ts + (event.dur ?? 0) < paint.ts) continue;
    const ms = (event.tdur ?? event.dur ?? 0) / 1000;
    cpuMs += ms;
    blockingFromCpuMs += Math.max(0, slowdown * ms - 50);
  }
  return { cpuMs, blockingFromCpuMs };
}
