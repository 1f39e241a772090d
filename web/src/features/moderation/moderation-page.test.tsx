// /moderation: only a moderator sees the console, and nobody else's page reads any of its data;
// the audit log. The feature's data hooks stand in for Firestore.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRefreshModerator, useSession, type Session } from '@/lib/account/session';
import { renderPage } from '@/test/render';
import { useHackathons } from './api/hackathons';
import { useModerationLog } from './api/moderation-log';
import { useModerationQueue } from './api/queue';
import { makeLogEntry } from './moderation-fixtures';
import ModerationPage from './moderation-page';

vi.mock('@/lib/account/session', () => ({ useSession: vi.fn(), useRefreshModerator: vi.fn() }));
vi.mock('@/lib/firebase/firebase-services', () => ({
  useFirestore: () => ({ name: 'db' }),
  useFunctions: () => ({ name: 'functions' }),
}));
vi.mock('./api/queue', () => ({ useModerationQueue: vi.fn(), QUEUE_LIMIT: 50 }));
vi.mock('./api/moderation-log', () => ({ useModerationLog: vi.fn(), LOG_ENTRIES_SHOWN: 50 }));
vi.mock('./api/hackathons', () => ({
  useHackathons: vi.fn(),
  saveHackathon: vi.fn(),
  removeHackathon: vi.fn(),
}));

const member = { uid: 'u1', name: 'Asha', email: 'asha@example.com', emailVerified: true };
const refreshModerator = vi.fn<() => Promise<boolean>>();

function renderAs(session: Session) {
  vi.mocked(useSession).mockReturnValue(session);
  return renderPage(<ModerationPage />, { route: '/moderation' });
}

const readsNothing = () => {
  expect(useModerationQueue).not.toHaveBeenCalled();
  expect(useModerationLog).not.toHaveBeenCalled();
  expect(useHackathons).not.toHaveBeenCalled();
};

beforeEach(() => {
  vi.mocked(useRefreshModerator).mockReturnValue(refreshModerator);
  vi.mocked(useModerationQueue).mockReturnValue({
    status: 'success',
    data: { items: [], cut: false },
  });
  vi.mocked(useModerationLog).mockReturnValue({ status: 'success', data: [] });
  vi.mocked(useHackathons).mockReturnValue({ status: 'success', data: [] });
});

afterEach(() => vi.clearAllMocks());

describe('ModerationPage', () => {
  it('tells a member it is for moderators once a new token says so too, reading nothing', async () => {
    let answer = (_moderator: boolean) => {};
    refreshModerator.mockReturnValue(new Promise((done) => (answer = done)));
    renderAs({ status: 'signed-in', user: { ...member, moderator: false } });
    expect(screen.getByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument();
    expect(screen.getByText('Checking your access...')).toHaveAttribute('role', 'status');
    expect(refreshModerator).toHaveBeenCalledTimes(1);

    answer(false);
    expect(await screen.findByText('This page is for moderators.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Jobs' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Queue' })).not.toBeInTheDocument();
    readsNothing();
  });

  it('says it is for moderators when the new token cannot be had (offline)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    refreshModerator.mockRejectedValue(new Error('auth/network-request-failed'));
    renderAs({ status: 'signed-in', user: member });
    expect(await screen.findByText('This page is for moderators.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    readsNothing();
    logged.mockRestore();
  });

  it('opens the console to a member the new token makes a moderator', async () => {
    refreshModerator.mockImplementation(async () => {
      // The session follows the new token, as the provider does.
      vi.mocked(useSession).mockReturnValue({
        status: 'signed-in',
        user: { ...member, moderator: true },
      });
      return true;
    });
    renderAs({ status: 'signed-in', user: member });
    expect(await screen.findByRole('heading', { level: 2, name: 'Queue' })).toBeInTheDocument();
  });

  it('shows a moderator the queue, the audit log and the hackathons, asking for no new token', () => {
    renderAs({ status: 'signed-in', user: { ...member, moderator: true } });
    expect(document.title).toBe('Moderation | Job Portal');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Queue', 'Audit log', 'Hackathons']);
    const sections = within(screen.getByRole('navigation', { name: 'Moderation sections' }));
    expect(sections.getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '#moderation-log-heading',
    );
    expect(screen.getByText('Nothing to review.')).toBeInTheDocument();
    expect(screen.getByText('No actions yet.')).toBeInTheDocument();
    expect(refreshModerator).not.toHaveBeenCalled();
  });
});

describe('the audit log', () => {
  it('says when it is loading or could not be read', () => {
    vi.mocked(useModerationLog).mockReturnValue({ status: 'loading' });
    const { unmount } = renderAs({ status: 'signed-in', user: { ...member, moderator: true } });
    expect(screen.getByText('Loading the audit log...')).toBeInTheDocument();
    unmount();
    vi.mocked(useModerationLog).mockReturnValue({ status: 'error', error: new Error('denied') });
    renderAs({ status: 'signed-in', user: { ...member, moderator: true } });
    expect(screen.getByRole('alert')).toHaveTextContent('The audit log could not be loaded');
  });

  it('lists each action, newest first: when, who, what, to which job, why and what came of it', () => {
    vi.mocked(useModerationLog).mockReturnValue({
      status: 'success',
      data: [
        makeLogEntry({
          id: 'second',
          at: new Date('2026-11-22T09:00:00Z'),
          moderator: { uid: 'mod-2', email: null },
          action: 'block',
          jobId: 'job-9',
          jobTitle: 'Typist Needed',
          reason: 'Fee scam',
          outcome: 'network blocked until 2026-12-22T09:00:00.000Z',
        }),
        makeLogEntry({ id: 'first' }),
      ],
    });
    renderAs({ status: 'signed-in', user: { ...member, moderator: true } });
    const log = screen.getByRole('heading', { name: 'Audit log' }).closest('section')!;
    const entries = within(log).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    const [block, approve] = entries.map((entry) => within(entry));
    // Who: the address, or the account's id where it has none.
    expect(block!.getByText('mod-2')).toBeInTheDocument();
    expect(block!.getByText('Block poster')).toBeInTheDocument();
    expect(block!.getByText('(job-9)')).toBeInTheDocument();
    expect(block!.getByText('Typist Needed', { exact: false })).toBeInTheDocument();
    expect(block!.getByText('Fee scam')).toBeInTheDocument();
    expect(block!.getByText('network blocked until 2026-12-22T09:00:00.000Z')).toBeInTheDocument();
    expect(entries[0]!.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-11-22T09:00:00.000Z',
    );

    expect(approve!.getByText('meera@example.com')).toBeInTheDocument();
    expect(approve!.getByText('Approve')).toBeInTheDocument();
    expect(approve!.getByText('Checked the company')).toBeInTheDocument();
    expect(approve!.getByText('active')).toBeInTheDocument();
  });
});
