// The live queue as it answers: loading until every reported job has answered once, then never
// again, one listener per reported job added and dropped as reports come and go. Firestore's
// query builders, its live hook and the per-job listener stand in for the SDK.
import type { Job } from '@portal/domain/jobs/job';
import type { ReportSummary } from '@portal/domain/moderation/report-records';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveResult } from '@/lib/firebase/live-result';
import { useLiveQuery } from '@/lib/firebase/live-result';
import { watchJobsById } from '@/lib/jobs/jobs-by-id';
import { makeJob } from '@/test/jobs';
import { useModerationQueue } from './queue';

vi.mock('firebase/firestore', () => ({
  collection: (_db: unknown, ...path: string[]) => ({
    path: path.join('/'),
    withConverter() {
      return this;
    },
  }),
  query: (source: { path: string }) => ({ path: source.path }),
  where: () => null,
  orderBy: () => null,
  limit: () => null,
}));
vi.mock('@/lib/jobs/jobs', () => ({ jobsCollection: () => ({ path: 'jobs' }) }));
// One instance for the page's life, as the app's providers give it.
vi.mock('@/lib/firebase/firebase-services', () => {
  const db = { name: 'db' };
  return { useFirestore: () => db };
});
vi.mock('@/lib/firebase/live-result', () => ({ useLiveQuery: vi.fn() }));
vi.mock('@/lib/jobs/jobs-by-id', () => ({ watchJobsById: vi.fn() }));

/** What each query answers now, by collection. */
let answers: Record<string, LiveResult<unknown[]>>;
/** The listener of each reported job, to answer it; and the ids whose listener stopped. */
let listeners: Map<string, Parameters<typeof watchJobsById>[3]>;
let stopped: string[];

function report(jobId: string, count: number): ReportSummary {
  const lastReportedAt = new Date('2026-11-20T10:00:00Z');
  return { jobId, count, trustedNetworks: [], restored: false, lastReportedAt, status: 'open' };
}

const held = makeJob({ id: 'held', status: 'held' });
const listed = makeJob({ id: 'listed', status: 'active' });
const another = makeJob({ id: 'another', status: 'active' });

/** Plays the job's listener answering with the job, or with nothing (missing, unreadable). */
function answerJob(id: string, job: Job | null) {
  act(() => listeners.get(id)!(new Map(job ? [[id, job]] : []), new Set()));
}

function titles(result: LiveResult<{ items: { jobId: string }[] }>) {
  return result.status === 'success' ? result.data.items.map((item) => item.jobId) : result.status;
}

beforeEach(() => {
  answers = { jobs: { status: 'loading' }, reports: { status: 'loading' } };
  listeners = new Map();
  stopped = [];
  vi.mocked(useLiveQuery).mockImplementation(
    (source) => answers[(source as unknown as { path: string }).path] as LiveResult<never[]>,
  );
  vi.mocked(watchJobsById).mockImplementation((_db, ids, _statuses, onJobs) => {
    const id = ids[0]!;
    listeners.set(id, onJobs);
    return () => stopped.push(id);
  });
});

afterEach(() => vi.clearAllMocks());

describe('useModerationQueue', () => {
  it('is loading until both lists and every reported job have answered', () => {
    const { result, rerender } = renderHook(() => useModerationQueue());
    expect(result.current.status).toBe('loading');

    answers = {
      jobs: { status: 'success', data: [held] },
      reports: { status: 'success', data: [report('listed', 2), report('held', 1)] },
    };
    rerender();
    expect(result.current.status).toBe('loading');
    // Every reported job is followed, one listener each, whatever list it is in too.
    expect([...listeners.keys()].sort()).toEqual(['held', 'listed']);

    answerJob('listed', listed);
    expect(result.current.status).toBe('loading');
    answerJob('held', held);
    expect(titles(result.current)).toEqual(['held', 'listed']);
  });

  it('never goes back to loading: a job reported anew joins once its job answers', () => {
    answers = {
      jobs: { status: 'success', data: [] },
      reports: { status: 'success', data: [report('listed', 1)] },
    };
    const { result, rerender } = renderHook(() => useModerationQueue());
    answerJob('listed', listed);
    expect(titles(result.current)).toEqual(['listed']);

    answers = {
      ...answers,
      reports: { status: 'success', data: [report('listed', 1), report('another', 3)] },
    };
    rerender();
    expect(titles(result.current)).toEqual(['listed']);
    answerJob('another', another);
    expect(titles(result.current)).toEqual(['another', 'listed']);
    // The first job's listener was never started again.
    expect(vi.mocked(watchJobsById).mock.calls.map(([, ids]) => ids)).toEqual([
      ['listed'],
      ['another'],
    ]);

    // Its report dealt with, the job's listener stops; a job that is gone shows as gone.
    answers = { ...answers, reports: { status: 'success', data: [report('another', 3)] } };
    rerender();
    expect(stopped).toEqual(['listed']);
    answerJob('another', null);
    expect(result.current).toEqual({
      status: 'success',
      data: { items: [{ jobId: 'another', job: null, report: report('another', 3) }], cut: false },
    });
  });

  it('is an error when either list cannot be read', () => {
    answers = {
      jobs: { status: 'success', data: [] },
      reports: { status: 'error', error: new Error('permission-denied') },
    };
    const { result } = renderHook(() => useModerationQueue());
    expect(result.current).toEqual({ status: 'error', error: new Error('permission-denied') });
  });

  it('stops every listener when the console goes', () => {
    answers = {
      jobs: { status: 'success', data: [] },
      reports: { status: 'success', data: [report('listed', 1), report('another', 1)] },
    };
    const { unmount } = renderHook(() => useModerationQueue());
    unmount();
    expect(stopped.sort()).toEqual(['another', 'listed']);
  });
});
