// What every list source answers: a stretch of a list and how many jobs it holds in all.
import type { BoardQuery, JobCard } from '@portal/domain/jobs/board-query';

export interface ListStretch {
  jobs: readonly JobCard[];
  /** How many jobs match in all. */
  total: number;
}

export interface StretchRequest {
  query: Omit<BoardQuery, 'page'>;
  /** From 0. */
  start: number;
  count: number;
}
