// The shared read of the open jobs, with the jobs data module and the sync standing in for
// Firebase.
import type { Job } from '@portal/domain/job';
import { act, render, screen } from '@testing-library/react';
import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeJob } from '../../test/jobs';
import { ActiveJobsProvider, useActiveJobs } from './active-jobs';
import { subscribeToActiveJobs, type ActiveJobs } from './jobs';
import type * as Jobs from './jobs';
import { useJobsSyncState } from './jobs-sync-context';
import type { SyncState } from './jobs-sync';

vi.mock('./jobs', async (importOriginal) => ({
  ...(await importOriginal<typeof Jobs>()),
  subscribeToActiveJobs: vi.fn(),
}));
vi.mock('./jobs-sync-context', () => ({
  useJobsSyncState: vi.fn(),
  useHiddenJobIds: () => new Set<string>(),
}));

const db = {} as Firestore;
let deliver: (jobs: ActiveJobs) => void = () => {};
const stop = vi.fn();

function Board({ type }: { type: 'Job' | 'Internship' }) {
  const result = useActiveJobs(type);
  return (
    <output aria-label={type}>
      {result.status === 'success' ? result.data.map((job) => job.Title).join(', ') : result.status}
    </output>
  );
}

function renderReaders(sync: SyncState) {
  vi.mocked(useJobsSyncState).mockReturnValue(sync);
  const tree = () => (
    <ActiveJobsProvider db={db}>
      <Board type="Job" />
      <Board type="Job" />
      <Board type="Internship" />
    </ActiveJobsProvider>
  );
  const view = render(tree());
  return {
    setSync(next: SyncState) {
      vi.mocked(useJobsSyncState).mockReturnValue(next);
      view.rerender(tree());
    },
  };
}

const open = (title: string, type: Job['Type'] = 'Job') => makeJob({ Title: title, Type: type });

describe('ActiveJobsProvider', () => {
  beforeEach(() => {
    stop.mockReset();
    vi.mocked(subscribeToActiveJobs).mockReset();
    vi.mocked(subscribeToActiveJobs).mockImplementation((_db, onJobs) => {
      deliver = onJobs;
      return stop;
    });
  });

  it('reads nothing until the first sync has filled the cache, then reads once for everyone', () => {
    const { setSync } = renderReaders({ status: 'first-sync' });
    expect(subscribeToActiveJobs).not.toHaveBeenCalled();
    expect(screen.getAllByText('loading')).toHaveLength(3);

    setSync({ status: 'current' });
    expect(subscribeToActiveJobs).toHaveBeenCalledTimes(1);
    act(() => deliver({ Job: [open('Data Analyst')], Internship: [open('Intern', 'Internship')] }));
    expect(screen.getAllByLabelText('Job').map((el) => el.textContent)).toEqual([
      'Data Analyst',
      'Data Analyst',
    ]);
    expect(screen.getByLabelText('Internship')).toHaveTextContent('Intern');
  });

  it('on a repeat visit reads the cache at once', () => {
    renderReaders({ status: 'current' });
    expect(subscribeToActiveJobs).toHaveBeenCalledTimes(1);
  });

  it('shows cached jobs when the sync fails, and the failure when there are none', () => {
    renderReaders({ status: 'error', error: new Error('unavailable') });
    act(() => deliver({ Job: [open('Cached')], Internship: [] }));
    expect(screen.getAllByLabelText('Job')[0]).toHaveTextContent('Cached');
    expect(screen.getByLabelText('Internship')).toHaveTextContent('error');
  });

  it('leaves out expired jobs', () => {
    renderReaders({ status: 'current' });
    const expired = makeJob({ Title: 'Gone', expiresAt: new Date(Date.now() - 1000) });
    act(() => deliver({ Job: [expired, open('Still open')], Internship: [] }));
    expect(screen.getAllByLabelText('Job')[0]).toHaveTextContent(/^Still open$/);
  });
});
