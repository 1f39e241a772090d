import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scoredAttempt } from '@/features/assessment/api/attempt-fixtures';
import { useAttempts, type StoredAttempt } from '@/features/assessment/api/attempts';
import type { LiveResult } from '@/lib/firebase/live-result';
import { renderPage } from '@/test/render';
import { AttemptHistory } from './attempt-history';

vi.mock('@/features/assessment/api/attempts', () => ({ useAttempts: vi.fn() }));

function attempt(id: string, overall: number, createdAt: Date, waitingToSync = false) {
  const band = overall > 60 ? 'B2' : 'A2';
  return {
    ...scoredAttempt(overall, { band }),
    id,
    createdAt,
    waitingToSync,
  } satisfies StoredAttempt;
}

function renderWith(result: LiveResult<StoredAttempt[]>) {
  vi.mocked(useAttempts).mockReturnValue(result);
  renderPage(<AttemptHistory uid="alice" />);
}

describe('AttemptHistory', () => {
  afterEach(() => vi.clearAllMocks());

  it("reads the user's attempts and says while they load", () => {
    renderWith({ status: 'loading' });
    expect(useAttempts).toHaveBeenCalledWith('alice');
    expect(screen.getByText('Loading your past attempts...')).toHaveAttribute('role', 'status');
  });

  it('says when there are none yet', () => {
    renderWith({ status: 'success', data: [] });
    expect(screen.getByText(/You have not finished an assessment yet/)).toBeInTheDocument();
  });

  it('says when they could not be loaded', () => {
    renderWith({ status: 'error', error: new Error('offline') });
    expect(screen.getByRole('alert')).toHaveTextContent('Your past attempts could not be loaded');
  });

  it('lists each attempt with its date, overall score and band, as given (newest first)', () => {
    const newer = new Date(2026, 10, 23, 14, 5);
    const older = new Date(2026, 10, 2, 9, 30);
    renderWith({
      status: 'success',
      data: [attempt('b', 78, newer, true), attempt('a', 41, older)],
    });
    const [, first, second] = screen.getAllByRole('row');
    const date = (when: Date) =>
      when.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    expect(first).toHaveTextContent(`${date(newer)} Waiting to sync78 out of 100B2`);
    expect(second).toHaveTextContent(`${date(older)}41 out of 100A2`);
    expect(within(first!).getByText(date(newer))).toHaveAttribute('datetime', newer.toISOString());
  });
});
