// The host's speed, printed beside npm test's times: our hosts differ by 2-3x from one session to
// the next, so a time means something only beside the speed it was taken at. The figure is
// Lighthouse's benchmark index (its own function, run here on Node's V8 rather than Chrome's),
// the one the Lighthouse bench reports: about a second of CPU, at the start and the end of a run.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export function benchmarkIndex(): number {
  return Math.round(pageFunctions.computeBenchmarkIndex());
}

export function formatHostSpeed(atStart: number, atEnd: number): string {
  return `host speed: benchmark index ${atStart} at the start, ${atEnd} at the end (Lighthouse's, on Node; higher is faster)`;
}
