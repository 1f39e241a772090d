import type { JobCard } from '@portal/domain/jobs/board-query';
import { describe, expect, it } from 'vitest';
import { newestIds } from './feed-search';
import { NOW } from '#src/test/job-fixture';

function card(id: string, minutesAgo: number): JobCard {
  return {
    id,
    Title: id,
    Company: 'Acme',
    Type: 'Job',
    createdAt: new Date(NOW - minutesAgo * 60_000),
  };
}

describe('newestIds', () => {
  it('merges newest-first lists newest first, ties by id as the search orders them', () => {
    const jobs = [card('j1', 1), card('j2', 5), card('same-a', 7)];
    const internships = [card('i1', 3), card('same-b', 7), card('i2', 9)];
    expect(newestIds([jobs, internships], 10)).toEqual([
      'j1',
      'i1',
      'j2',
      'same-b',
      'same-a',
      'i2',
    ]);
  });

  it('keeps at most the limit', () => {
    expect(newestIds([[card('a', 1), card('b', 2)], [card('c', 3)]], 2)).toEqual(['a', 'b']);
    expect(newestIds([[], []], 5)).toEqual([]);
  });
});
