// What every list source answers: a stretch of a list and how many jobs it holds in all.
import type { BoardQuery, JobCard } from '@portal/domain/jobs/board-query';

export interface ListStretch {
  jobs: readonly JobCard[];
  /** How many jobs match in all; with `capped`, how many a search shows, and more match. */
  total: number;
  /** A search that matched more than it shows (board-query.ts, MAX_SEARCH_RESULTS). */
  capped?: boolean;
}

export interface StretchRequest {
  query: Omit<BoardQuery, 'page'>;
  /** From 0. */
  start: number;
  count: number;
}
