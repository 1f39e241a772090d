import { act, screen, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedJobEntry } from '@/lib/account/saved-jobs';
import {
  useSavedJobsList,
  useSaving,
  type SavedJobsResult,
} from '@/lib/account/saved-jobs-context';
import { useSession, type Session } from '@/lib/account/session';
import { renderPage } from '@/test/render';
import { SaveButton } from './save-button';

vi.mock('@/lib/account/session', () => ({ useSession: vi.fn() }));
// The saving actions the context offers a signed-in user (signed-in-saved-jobs.tsx).
const saving = vi.hoisted(() => ({ save: vi.fn(), unsave: vi.fn() }));
vi.mock('@/lib/account/saved-jobs-context', () => ({
  useSavedJobsList: vi.fn(),
  useSaving: vi.fn(() => saving),
}));
const saveJob = saving.save;
const unsaveJob = saving.unsave;

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
    saveJob.mockReset();
    unsaveJob.mockReset();
    vi.mocked(useSaving).mockReturnValue(saving);
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

  it('waits, signed in, until the saved list and the way to save have come', () => {
    vi.mocked(useSaving).mockReturnValue(null);
    expect(renderHeart(signedIn)).toBeDisabled();
  });

  it('saves for a signed-in user', async () => {
    const heart = renderHeart(signedIn);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(saveJob).toHaveBeenCalledWith('j1');
    expect(unsaveJob).not.toHaveBeenCalled();
  });

  it('unsaves a saved job', async () => {
    const heart = renderHeart(signedIn, [entry()]);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(unsaveJob).toHaveBeenCalledWith('j1');
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
    saveJob.mockImplementation(() => report([entry(true)]));
    renderPage(<SaveButton jobId="j1" jobTitle="Data Analyst" />);
    const heart = screen.getByRole('button', { name: 'Save Data Analyst' });

    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Waiting to sync')).toBeInTheDocument();

    act(() => report([]));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Waiting to sync')).not.toBeInTheDocument();
  });
});
