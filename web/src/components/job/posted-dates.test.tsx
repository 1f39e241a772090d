import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostedDates } from './posted-dates';

const now = new Date(2026, 10, 29, 12);
const threeDaysAgo = new Date(2026, 10, 26, 9);
const yesterday = new Date(2026, 10, 28, 18);

afterEach(() => {
  vi.useRealTimers();
});

describe('PostedDates', () => {
  it('says how many days ago the job was posted, and was confirmed open', () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    render(<PostedDates createdAt={threeDaysAgo} confirmedAt={yesterday} />);
    expect(screen.getByText(/^Posted/)).toHaveTextContent(/^Posted 3 days ago$/);
    expect(screen.getByText(/^Confirmed open/)).toHaveTextContent(/^Confirmed open yesterday$/);
    expect(screen.getByText('3 days ago')).toHaveAttribute('datetime', threeDaysAgo.toISOString());
  });

  it('says nothing of a confirmation the job never had', () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    render(<PostedDates createdAt={threeDaysAgo} />);
    expect(screen.getByText(/^Posted/)).toHaveTextContent(/^Posted 3 days ago$/);
    expect(screen.queryByText(/Confirmed open/)).not.toBeInTheDocument();
  });

  it('renders the date on the server, and hydrates without a mismatch before saying how long ago', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const at = new Date(Date.UTC(2026, 10, 26, 9));
    const html = renderToString(<PostedDates createdAt={at} />);
    expect(html).toContain('on 26 Nov 2026');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <PostedDates createdAt={at} />, { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('Posted 3 days ago');
    container.remove();
  });
});
