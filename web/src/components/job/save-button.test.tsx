import { act, screen, waitFor, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveJob, unsaveJob, type SavedJobEntry } from '@/lib/account/saved-jobs';
import { useSavedJobsList, type SavedJobsResult } from '@/lib/account/saved-jobs-context';
import { useSession, type Session } from '@/lib/account/session';
import { renderPage } from '@/test/render';
import { SaveButton } from './save-button';

const db = { name: 'test-db' };
vi.mock('@/lib/firebase/firebase-services', () => ({
  useFirestoreLater: () => () => Promise.resolve(db),
}));
vi.mock('@/lib/account/session', () => ({ useSession: vi.fn() }));
vi.mock('@/lib/account/saved-jobs-context', () => ({ useSavedJobsList: vi.fn() }));
vi.mock('@/lib/account/saved-jobs', () => ({ saveJob: vi.fn(), unsaveJob: vi.fn() }));

const signedIn: Session = {
  status: 'signed-in',
  user: { uid: 'u1', name: 'Asha', email: null, emailVerified: true },
};

function renderHeart(session: Session, saved: SavedJobEntry[] = []) {
  vi.mocked(useSession).mockReturnValue(session);
  vi.mocked(useSavedJobsList).mockReturnValue({
    status: 'success',
    data: new Map(saved.map((entry) => [entry.JobId, entry])),
  });
  renderPage(<SaveButton jobId="j1" jobTitle="Data Analyst" />);
  return screen.getByRole('button', { name: 'Save Data Analyst' });
}

const entry = (waitingToSync = false): SavedJobEntry => ({
  UserId: 'u1',
  JobId: 'j1',
  savedAt: new Date(),
  waitingToSync,
});

describe('SaveButton', () => {
  beforeEach(() => {
    vi.mocked(saveJob).mockReset();
    vi.mocked(unsaveJob).mockReset();
  });

  it('asks a guest to log in and saves nothing', async () => {
    await userEvent.click(renderHeart({ status: 'signed-out' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(dialog).getByRole('link', { name: 'Register Here' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(saveJob).not.toHaveBeenCalled();
  });

  it('waits while the session is loading', () => {
    expect(renderHeart({ status: 'loading' })).toBeDisabled();
  });

  it('saves for a signed-in user', async () => {
    const heart = renderHeart(signedIn);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() => expect(saveJob).toHaveBeenCalledWith(db, 'u1', 'j1'));
    expect(unsaveJob).not.toHaveBeenCalled();
  });

  it('unsaves a saved job', async () => {
    const heart = renderHeart(signedIn, [entry()]);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await waitFor(() => expect(unsaveJob).toHaveBeenCalledWith(db, 'u1', 'j1'));
  });

  it('says when the change has not reached the server yet', () => {
    renderHeart(signedIn, [entry(true)]);
    expect(screen.getByText('Waiting to sync')).toBeInTheDocument();
  });

  it('fills at once, then empties again when the server refuses the save', async () => {
    // The saved list as Firestore reports it: a save shows in it at once (a pending local
    // write), and leaves it again when the server refuses and Firestore rolls the write back.
    let list: SavedJobsResult = { status: 'success', data: new Map() };
    const listeners = new Set<() => void>();
    const report = (entries: SavedJobEntry[]) => {
      list = { status: 'success', data: new Map(entries.map((e) => [e.JobId, e])) };
      listeners.forEach((listener) => listener());
    };
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    vi.mocked(useSession).mockReturnValue(signedIn);
    vi.mocked(useSavedJobsList).mockImplementation(() =>
      useSyncExternalStore(subscribe, () => list),
    );
    vi.mocked(saveJob).mockImplementation(() => {
      report([entry(true)]);
      return { acknowledged: new Promise(() => {}) };
    });
    renderPage(<SaveButton jobId="j1" jobTitle="Data Analyst" />);
    const heart = screen.getByRole('button', { name: 'Save Data Analyst' });

    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText('Waiting to sync')).toBeInTheDocument();

    act(() => report([]));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Waiting to sync')).not.toBeInTheDocument();
  });
});
