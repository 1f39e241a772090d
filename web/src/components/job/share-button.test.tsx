import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareLink } from '@/lib/browser/share';
import { renderPage } from '@/test/render';
import { ShareButton } from './share-button';

vi.mock('@/lib/browser/share', () => ({ shareLink: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(shareLink).mockReset();
});

describe('ShareButton', () => {
  it('shares the job link, and on a copy says so for 2 s with a toast', async () => {
    vi.useFakeTimers();
    vi.mocked(shareLink).mockResolvedValue('copied');
    renderPage(<ShareButton jobId="j 1" jobTitle="Data Analyst" />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Share Data Analyst' }));
    expect(shareLink).toHaveBeenCalledWith(`${window.location.origin}/job/j%201`, 'Data Analyst');
    expect(await screen.findByText('Job link copied!')).toBeInTheDocument();
    expect(screen.getByText('Copied')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByText('Copied')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('says nothing when the share sheet did the sharing', async () => {
    vi.mocked(shareLink).mockResolvedValue('shared');
    renderPage(<ShareButton jobId="j1" jobTitle="Data Analyst" withLabel />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.queryByText('Job link copied!')).not.toBeInTheDocument();
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('tells the user when the link could not be shared or copied', async () => {
    vi.mocked(shareLink).mockRejectedValue(new Error('denied'));
    renderPage(<ShareButton jobId="j1" jobTitle="Data Analyst" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share Data Analyst' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be shared or copied');
  });
});
