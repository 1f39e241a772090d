// The table npm test ends with: each step and shared service, when it started and how long it
// took, and the run's wall-clock total (the two lanes overlap, so the rows add up to more).

export interface Timing {
  name: string;
  /** Milliseconds from the start of the run. */
  startedAt: number;
  ms: number;
  /** `stopped`: cut short because another step failed; `skipped`: left out by name. */
  outcome: 'passed' | 'failed' | 'stopped' | 'skipped' | 'ready';
}

const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

export function formatTimings(timings: readonly Timing[], totalMs: number): string {
  const rows = [...timings].sort((a, b) => a.startedAt - b.startedAt);
  const width = Math.max(4, ...rows.map((row) => row.name.length));
  const lines = rows.map(
    (row) =>
      `  ${row.name.padEnd(width)}  ${clock(row.startedAt).padStart(6)}  ${clock(row.ms).padStart(6)}  ${row.outcome}`,
  );
  return [
    `  ${'step'.padEnd(width)}  ${'start'.padStart(6)}  ${'took'.padStart(6)}`,
    ...lines,
    `  ${'total (wall clock)'.padEnd(width)}  ${''.padStart(6)}  ${clock(totalMs).padStart(6)}`,
  ].join('\n');
}
