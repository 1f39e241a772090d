// How many runs the benches make, on which boards, and how they reduce the runs to figures.

/**
 * The board sizes: BENCH_SIZES's (say `320,10000`: the emulator takes long minutes to take
 * 100,000 jobs), or the three the targets are set at.
 */
export const BOARD_SIZES = (process.env.BENCH_SIZES ?? '320,10000,100000').split(',').map(Number);
if (!BOARD_SIZES.every((size) => Number.isInteger(size) && size > 0)) {
  throw new Error('BENCH_SIZES must be board sizes, such as 320,10000,100000');
}

/** Runs of each page or costliest search (the issue asks for a median of 5; BENCH_RUNS for a quick look). */
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** The value `p` per cent of `values` are at or below (p 50: the median). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);
