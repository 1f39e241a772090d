import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveResult } from '@/lib/firebase/live-result';
import { closeJob, extendJob, useMyJobs, type MyJob } from './api/my-jobs';
import { makeJob } from '@/test/jobs';
import { renderPage } from '@/test/render';
import MyJobsPage from './my-jobs-page';

vi.mock('@/lib/account/session', () => ({
  useSession: () => ({ status: 'signed-in', user: { uid: 'alice', name: 'Alice', email: null } }),
}));
vi.mock('@/lib/firebase/firebase-services', () => ({
  useFirestore: () => ({ name: 'db' }),
  useFunctions: () => ({ name: 'functions' }),
}));
// Verifying a company has tests of its own (verify-employer.test.tsx).
vi.mock('./api/employer', () => ({ useVerifiedEmployer: () => ({ status: 'loading' }) }));
vi.mock('./api/my-jobs', () => ({
  useMyJobs: vi.fn(),
  closeJob: vi.fn(),
  extendJob: vi.fn(),
}));

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-23T12:00:00Z').getTime();

function mine(overrides: Partial<MyJob> = {}): MyJob {
  return {
    ...makeJob({
      posterKey: 'a'.repeat(64),
      createdAt: new Date(NOW - 3 * DAY),
      expiresAt: new Date(NOW + 10 * DAY),
    }),
    waitingToSync: false,
    ...overrides,
  };
}

function renderWith(result: LiveResult<MyJob[]>) {
  vi.mocked(useMyJobs).mockReturnValue(result);
  return renderPage(<MyJobsPage />, { route: '/my-jobs' });
}

const rowOf = (title: string) => within(screen.getByRole('listitem', { name: title }));

describe('MyJobsPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    vi.mocked(closeJob).mockReturnValue({ acknowledged: Promise.resolve() });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it("reads the signed-in user's jobs and titles the tab", () => {
    renderWith({ status: 'loading' });
    expect(useMyJobs).toHaveBeenCalledWith('alice');
    expect(screen.getByText('Loading your jobs...')).toHaveAttribute('role', 'status');
    expect(document.title).toBe('My Jobs | Job Portal');
  });

  it('says when there are none yet, with a way to post one', () => {
    renderWith({ status: 'success', data: [] });
    expect(screen.getByText(/You have not posted any jobs while logged in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/postjob');
  });

  it('says when the list could not be loaded', () => {
    renderWith({ status: 'error', error: new Error('offline') });
    expect(screen.getByRole('alert')).toHaveTextContent('Your jobs could not be loaded');
  });

  it('shows each job with its state and dates; only open jobs can be closed or extended', () => {
    renderWith({
      status: 'success',
      data: [
        mine({ Title: 'Open Role' }),
        mine({ Title: 'Closed Role', status: 'closed' }),
        mine({ Title: 'Expired Role', expiresAt: new Date(NOW - DAY) }),
        mine({ Title: 'Hidden Role', status: 'hidden' }),
        mine({ Title: 'Held Role', status: 'held' }),
      ],
    });
    const open = rowOf('Open Role');
    expect(open.getByRole('link', { name: 'Open Role' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/job\//),
    );
    expect(open.getByText('Open')).toBeInTheDocument();
    expect(open.getByText(/^Posted /)).toBeInTheDocument();
    expect(open.getByText(/^Open until /)).toBeInTheDocument();
    expect(open.getByRole('button', { name: /^Close Open Role/ })).toBeInTheDocument();
    expect(open.getByRole('button', { name: /^Extend Open Role to / })).toBeInTheDocument();

    expect(rowOf('Closed Role').getByText('Closed')).toBeInTheDocument();
    expect(rowOf('Expired Role').getByText(/^Expired on /)).toBeInTheDocument();
    expect(
      rowOf('Hidden Role').getByText(/hidden until a moderator reviews it/),
    ).toBeInTheDocument();
    const held = rowOf('Held Role');
    expect(held.getByText('Waiting for review')).toBeInTheDocument();
    expect(
      held.getByText(/appear on the board once a moderator has looked at it/),
    ).toBeInTheDocument();
    for (const title of ['Held Role', 'Hidden Role']) {
      // No page to open: nobody can read it but its poster, here.
      expect(rowOf(title).queryByRole('link')).not.toBeInTheDocument();
    }
    for (const title of ['Closed Role', 'Expired Role', 'Hidden Role', 'Held Role']) {
      expect(rowOf(title).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('closes a job only after the poster confirms, and says so', async () => {
    vi.useRealTimers();
    const job = mine({ Title: 'Filled Role' });
    renderWith({ status: 'success', data: [job] });
    await userEvent.click(screen.getByRole('button', { name: /^Close Filled Role/ }));
    expect(closeJob).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Keep open' }));
    expect(closeJob).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /^Close Filled Role/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, close' }));
    expect(closeJob).toHaveBeenCalledWith({ name: 'db' }, job.id);
    expect(await screen.findByText('"Filled Role" is closed and no longer listed.')).toBeVisible();
  });

  it('tells the poster when the server refuses a change', async () => {
    vi.useRealTimers();
    vi.mocked(closeJob).mockImplementation(() => ({
      acknowledged: Promise.reject(new Error('denied')),
    }));
    renderWith({ status: 'success', data: [mine({ Title: 'Role' })] });
    await userEvent.click(screen.getByRole('button', { name: /^Close Role/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, close' }));
    expect(await screen.findByText('"Role" could not be closed. Try again.')).toBeVisible();
  });

  it('extends a job and says until when', async () => {
    vi.useRealTimers();
    const job = mine({ Title: 'Long Role' });
    const expiresAt = new Date(job.expiresAt.getTime() + 30 * DAY);
    vi.mocked(extendJob).mockReturnValue({ expiresAt, acknowledged: Promise.resolve() });
    renderWith({ status: 'success', data: [job] });
    await userEvent.click(screen.getByRole('button', { name: /^Extend Long Role/ }));
    expect(extendJob).toHaveBeenCalledWith({ name: 'db' }, job);
    expect(await screen.findByText(/^"Long Role" is now open until /)).toBeVisible();
  });

  it('offers no Extend for a job already listed as far ahead as allowed', () => {
    renderWith({
      status: 'success',
      data: [mine({ Title: 'Far Role', expiresAt: new Date(NOW + 59.5 * DAY) })],
    });
    expect(rowOf('Far Role').queryByRole('button', { name: /^Extend/ })).not.toBeInTheDocument();
    expect(rowOf('Far Role').getByText('Listed as long as it can be')).toBeInTheDocument();
  });

  it('marks a change that waits to sync', () => {
    renderWith({ status: 'success', data: [mine({ Title: 'Pending Role', waitingToSync: true })] });
    expect(rowOf('Pending Role').getByText('Waiting to sync')).toBeInTheDocument();
  });

  it('moves a job to expired when its time comes, with no reload', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
    renderWith({
      status: 'success',
      data: [mine({ Title: 'Soon', expiresAt: new Date(NOW + 5000) })],
    });
    expect(rowOf('Soon').getByText('Open')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(rowOf('Soon').getByText('Expired')).toBeInTheDocument();
  });
});
