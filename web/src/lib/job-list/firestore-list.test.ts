// The Firestore side of a list. The live first page in ranges: where they are cut, that they are
// asked for one after another, that together they are the list, and that the last one grows when
// jobs leave. The newest jobs put on a search's first page.
import { onSnapshot, type DocumentChangeType } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@portal/domain/jobs/job';
import { makeJob } from '@/test/jobs';
import type { LiveRange, RangeAnswer } from '@/lib/public-reads/public-reads';
import { followRanges } from './firestore-list';
import { RANGE_SIZE, rangesOf, withNewestJobs } from './list-ranges';

vi.mock('firebase/firestore', () => ({ onSnapshot: vi.fn() }));

const minute = 60_000;
const at = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * minute);

/** `count` jobs newest first, one a minute apart, the newest created at minute `count`. */
function board(count: number): Job[] {
  return Array.from({ length: count }, (_, i) => makeJob({ createdAt: at(count - i) }));
}

describe('rangesOf', () => {
  it('cuts a page of 90 into ranges of 25, none read past the page', () => {
    const copy = board(90);
    expect(rangesOf(copy, 100)).toEqual([
      { from: copy[24]!.createdAt, before: null, limit: 100, start: 0 },
      { from: copy[49]!.createdAt, before: copy[24]!.createdAt, limit: 100, start: 25 },
      { from: copy[74]!.createdAt, before: copy[49]!.createdAt, limit: 100, start: 50 },
      { from: null, before: copy[74]!.createdAt, limit: 25, start: 75 },
    ]);
  });

  it('is one range of the whole size without a copy, or with less than a range of one', () => {
    const whole = [{ from: null, before: null, limit: 100, start: 0 }];
    expect(rangesOf([], 100)).toEqual(whole);
    expect(rangesOf(board(RANGE_SIZE), 100)).toEqual(whole);
  });

  it('keeps jobs created at the same moment in one range', () => {
    const copy = board(60).map((job, i) => (i < 55 ? { ...job, createdAt: at(1000) } : job));
    const shards = rangesOf(copy, 100);
    expect(shards).toEqual([
      { from: at(1000), before: null, limit: 100, start: 0 },
      { from: null, before: at(1000), limit: 45, start: 55 },
    ]);
  });
});

type Next = (snapshot: unknown) => void;
let listeners: { shard: LiveRange; next: Next; stopped: boolean }[];

function snapshot(jobs: Job[], fromCache: boolean, changes: DocumentChangeType[] = []) {
  return {
    docs: jobs.map((job) => ({ data: () => job })),
    metadata: { fromCache },
    docChanges: () => changes.map((type) => ({ type })),
  };
}

/** The jobs of `all` a range holds. */
function inRange(all: Job[], { from, before, limit }: LiveRange): Job[] {
  const jobs = all.filter(
    (job) => (!from || job.createdAt >= from) && (!before || job.createdAt < before),
  );
  return limit === null ? jobs : jobs.slice(0, limit);
}

beforeEach(() => {
  listeners = [];
  vi.mocked(onSnapshot).mockImplementation(((query: LiveRange, _options: unknown, next: Next) => {
    const listener = { shard: query, next, stopped: false };
    listeners.push(listener);
    return () => {
      listener.stopped = true;
    };
  }) as unknown as typeof onSnapshot);
});

afterEach(() => {
  vi.clearAllMocks();
});

/**
 * Follows the page `copy` is a placeholder of; the reader near all of it unless `near` says
 * otherwise. `watching.near(n)`: the reader has come near the first n jobs.
 */
function watch(copy: Job[], { size = 100, near = Infinity } = {}) {
  const heard: RangeAnswer[] = [];
  let reach = near;
  // The query stands for its range here: the mock hands it back as the listener's range.
  const followed = followRanges({
    queryOf: (range) => range as never,
    ranges: rangesOf(copy, size),
    size,
    placeholder: copy,
    reach: () => reach,
    onAnswer: (answer) => heard.push(answer),
    onError: (error) => {
      throw error;
    },
  });
  const watching = {
    near(count: number) {
      reach = Math.max(reach, count);
      followed.near();
    },
    stop: followed.stop,
  };
  return { heard, watching, last: () => heard.at(-1)! };
}

const ids = (jobs: readonly { id: string }[]) => jobs.map((job) => job.id);

/** The server answers every range being followed, as `all` now stands. */
function serverAnswers(all: Job[]) {
  for (const listener of listeners.filter((l) => !l.stopped)) {
    listener.next(snapshot(inRange(all, listener.shard), false, ['added']));
  }
}

describe('followRanges', () => {
  it('asks for each range once the one before it has the server’s answer', () => {
    const all = board(300);
    const { last } = watch(all.slice(0, 90));
    expect(listeners).toHaveLength(1);
    listeners[0]!.next(snapshot([], true));
    expect(listeners).toHaveLength(1);
    listeners[0]!.next(snapshot(inRange(all, listeners[0]!.shard), false, ['added']));
    expect(listeners).toHaveLength(2);
    // The first range is the server's, and the copy stands for the rest until they answer.
    expect(last().fromServer).toBe(true);
    expect(last().rest).toHaveLength(65);
    for (let i = 1; i < 4; i++)
      listeners[i]!.next(snapshot(inRange(all, listeners[i]!.shard), false));
    expect(listeners).toHaveLength(4);
    expect(last().fromServer).toBe(true);
    expect(last().jobs.map((job) => job.id)).toEqual(all.slice(0, 100).map((job) => job.id));
  });

  it('puts a job posted since the copy first, and keeps the one it pushes down', () => {
    const all = board(300);
    const { last } = watch(all.slice(0, 90));
    for (let i = 0; i < 4; i++) serverAnswers(all);
    const posted = makeJob({ createdAt: at(301) });
    listeners[0]!.next(snapshot(inRange([posted, ...all], listeners[0]!.shard), false, ['added']));
    expect(last().jobs.map((job) => job.id)).toEqual(
      [posted, ...all].slice(0, 101).map((job) => job.id),
    );
    expect(last().entered).toBe(true);
    expect(last().firstAnswer).toBe(false);
  });

  it('asks the last range for more when jobs leave the page', () => {
    const all = board(300);
    const { last } = watch(all.slice(0, 90));
    for (let i = 0; i < 4; i++) serverAnswers(all);
    // Three jobs of the second range close.
    const open = all.filter((_, i) => i < 30 || i > 32);
    listeners[1]!.next(snapshot(inRange(open, listeners[1]!.shard), false, ['removed']));
    const asked = listeners.at(-1)!;
    expect(listeners).toHaveLength(5);
    expect(asked.shard.limit).toBe(28);
    expect(listeners[3]!.stopped).toBe(true);
    // Until the last range answers again the page holds what it had, and is still the server's.
    expect(last().fromServer).toBe(true);
    asked.next(snapshot(inRange(open, asked.shard), false, ['added']));
    expect(last().jobs.map((job) => job.id)).toEqual(open.slice(0, 100).map((job) => job.id));
  });

  it('reads no more of a range than the page can take, however old the copy', () => {
    const all = board(300);
    // The copy is of a board 200 jobs ago: every job since is in the first range.
    const { last } = watch(all.slice(200, 290));
    for (let i = 0; i < 4; i++) serverAnswers(all);
    expect(listeners[0]!.shard.limit).toBe(100);
    expect(
      last()
        .jobs.slice(0, 100)
        .map((job) => job.id),
    ).toEqual(all.slice(0, 100).map((job) => job.id));
  });

  it('does not ask for more when the board has no more', () => {
    const all = board(95);
    watch(all.slice(0, 90));
    for (let i = 0; i < 4; i++) serverAnswers(all);
    expect(listeners).toHaveLength(4);
  });

  it('stops every range it follows', () => {
    const all = board(300);
    const { watching } = watch(all.slice(0, 90));
    for (let i = 0; i < 4; i++) serverAnswers(all);
    watching.stop();
    expect(listeners.every((listener) => listener.stopped)).toBe(true);
  });

  it('asks for a range below the first only once the reader nears where it begins', () => {
    const all = board(300);
    const copy = all.slice(0, 90);
    const { watching, last } = watch(copy, { near: 10 });
    serverAnswers(all);
    // The first range is the server's; the copy stands for the rest of the page.
    expect(listeners).toHaveLength(1);
    expect(last().fromServer).toBe(true);
    expect(ids(last().jobs)).toEqual(ids(all.slice(0, 25)));
    expect(ids(last().rest)).toEqual(ids(copy.slice(25)));

    watching.near(24);
    expect(listeners).toHaveLength(1);
    watching.near(30);
    expect(listeners).toHaveLength(2);
    // Nearing the end asks for the ranges one after another, each once the last has answered.
    watching.near(90);
    expect(listeners).toHaveLength(2);
    serverAnswers(all);
    expect(listeners).toHaveLength(3);
    expect(ids(last().jobs)).toEqual(ids(all.slice(0, 50)));
    expect(ids(last().rest)).toEqual(ids(copy.slice(50)));
    serverAnswers(all);
    serverAnswers(all);
    expect(listeners).toHaveLength(4);
    expect(ids(last().jobs)).toEqual(ids(all.slice(0, 100)));
    expect(last().rest).toEqual([]);
  });

  it('takes a job that closes near the top off the page before the reader goes further', () => {
    const all = board(300);
    const copy = all.slice(0, 90);
    const { last } = watch(copy, { near: 10 });
    serverAnswers(all);
    const open = all.filter((_, i) => i !== 3);
    listeners[0]!.next(snapshot(inRange(open, listeners[0]!.shard), false, ['removed']));
    expect(ids([...last().jobs, ...last().rest])).toEqual(ids(copy.filter((_, i) => i !== 3)));
    expect(last().entered).toBe(true);
  });
});

const NOW = Date.UTC(2026, 10, 1);
const postedAt = (minutes: number) => new Date(Date.UTC(2026, 9, 1) + minutes * 60_000);
const NO_FILTER = { query: '', countries: [], cities: [] };

describe('withNewestJobs', () => {
  const older = makeJob({ id: 'older', Title: 'Welder', createdAt: postedAt(1) });
  const old = makeJob({ id: 'old', Title: 'Welder', createdAt: postedAt(2) });
  const page = { jobs: [old, older], total: 2 };

  it('puts a matching job posted since on top, and counts it', () => {
    const posted = makeJob({ id: 'posted', Title: 'Welder', createdAt: postedAt(9) });
    const got = withNewestJobs(page, [posted, old], { ...NO_FILTER, query: 'weld' }, 90, NOW);
    expect(ids(got.jobs)).toEqual(['posted', 'old', 'older']);
    expect(got.total).toBe(3);
  });

  it('leaves out what does not match, has closed or expired, or is shown already', () => {
    const newest = [
      makeJob({ id: 'other', Title: 'Baker', createdAt: postedAt(9) }),
      makeJob({ id: 'closed', Title: 'Welder', status: 'closed', createdAt: postedAt(8) }),
      makeJob({
        id: 'expired',
        Title: 'Welder',
        expiresAt: new Date(NOW - 1),
        createdAt: postedAt(7),
      }),
      old,
    ];
    const got = withNewestJobs(page, newest, { ...NO_FILTER, query: 'weld' }, 90, NOW);
    expect(ids(got.jobs)).toEqual(['old', 'older']);
    expect(got.total).toBe(2);
  });

  it('keeps a full page full, the newest first, and adds nothing older than its last card', () => {
    const between = makeJob({ id: 'between', Title: 'Welder', createdAt: postedAt(1.5) });
    const oldest = makeJob({ id: 'oldest', Title: 'Welder', createdAt: postedAt(0) });
    const got = withNewestJobs(page, [between, oldest], NO_FILTER, 2, NOW);
    expect(ids(got.jobs)).toEqual(['old', 'between']);
    expect(got.total).toBe(3);
  });

  it('sorted by confirmed, puts a job posted since where it is known open, and compares by that', () => {
    // Known open since 10 (confirmed), 2 (posted), 1 (posted): the confirmed order's page.
    const confirmed = makeJob({
      id: 'confirmed',
      Title: 'Welder',
      createdAt: postedAt(0),
      confirmedAt: postedAt(10),
    });
    const sorted = { jobs: [confirmed, old, older], total: 3 };
    const filter = { ...NO_FILTER, sort: 'confirmed' as const };
    const posted = makeJob({ id: 'posted', Title: 'Welder', createdAt: postedAt(5) });
    const got = withNewestJobs(sorted, [posted, old], filter, 90, NOW);
    expect(ids(got.jobs)).toEqual(['confirmed', 'posted', 'old', 'older']);
    expect(got.total).toBe(4);
    // A full page takes in only what comes before its last card in that order: posted at 1.5 is
    // known open before `old` (2) was posted, so it belongs further on.
    const between = makeJob({ id: 'between', Title: 'Welder', createdAt: postedAt(1.5) });
    const full = withNewestJobs(
      { jobs: [confirmed, old], total: 3 },
      [posted, between],
      filter,
      2,
      NOW,
    );
    expect(ids(full.jobs)).toEqual(['confirmed', 'posted']);
  });

  it('respects the chosen places', () => {
    const there = makeJob({ id: 'there', Country: 'India', createdAt: postedAt(9) });
    const elsewhere = makeJob({ id: 'elsewhere', Country: 'Chile', createdAt: postedAt(9) });
    const got = withNewestJobs(
      { jobs: [], total: 0 },
      [there, elsewhere],
      { ...NO_FILTER, countries: ['India'] },
      90,
      NOW,
    );
    expect(ids(got.jobs)).toEqual(['there']);
  });
});
