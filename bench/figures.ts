// How the benches reduce their runs to figures.

/** The value `p` per cent of `values` are at or below (p 50: the median). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);
