import { BoardPageSchema, cardOf, type JobCard } from '@portal/domain/jobs/board-query';
import { LIST_PAGE_SIZE } from '@portal/domain/constants';
import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobCardView } from './job-card-view';

const now = new Date(2026, 10, 29, 12);
const card = (change: Partial<JobCard> = {}): JobCard => ({
  id: 'job-1',
  Title: 'Welder',
  Company: 'Acme',
  Type: 'Job',
  createdAt: new Date(Date.UTC(2026, 10, 26, 9)),
  ...change,
});
const confirmedYesterday = new Date(Date.UTC(2026, 10, 28, 9));

afterEach(() => {
  vi.useRealTimers();
});

describe('JobCardView: when its job was posted and confirmed open', () => {
  it('says how many days ago it was posted and, once confirmed, confirmed open', () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    render(
      <>
        <JobCardView job={card({ confirmedAt: confirmedYesterday })} actions={null} />
        <JobCardView job={card({ id: 'job-2', Title: 'Fitter' })} actions={null} />
      </>,
    );
    const confirmed = within(screen.getByRole('article', { name: 'Welder' }));
    expect(confirmed.getByText(/^Posted/)).toHaveTextContent(/^Posted 3 days ago$/);
    expect(confirmed.getByText(/^Confirmed open/)).toHaveTextContent(/^Confirmed open yesterday$/);
    expect(confirmed.getByText('yesterday')).toHaveAttribute(
      'datetime',
      confirmedYesterday.toISOString(),
    );
    const unconfirmed = within(screen.getByRole('article', { name: 'Fitter' }));
    expect(unconfirmed.getByText(/^Posted/)).toHaveTextContent(/^Posted 3 days ago$/);
    expect(unconfirmed.queryByText(/Confirmed open/)).not.toBeInTheDocument();
  });

  it('renders the dates on the server, and hydrates without a mismatch before saying how long ago', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    // As a board's page carries its cards to the browser: through JSON and its schema.
    const page = BoardPageSchema.parse(
      JSON.parse(
        JSON.stringify({
          jobs: [card({ confirmedAt: confirmedYesterday })],
          total: 1,
          page: 1,
          pageSize: LIST_PAGE_SIZE,
        }),
      ),
    );
    const job = cardOf(page.jobs[0]!);
    expect(job.confirmedAt).toEqual(confirmedYesterday);
    const html = renderToString(<JobCardView job={job} actions={null} />);
    expect(html).toContain('on 26 Nov 2026');
    expect(html).toContain('on 28 Nov 2026');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <JobCardView job={job} actions={null} />, {
        onRecoverableError: errors,
      });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('Posted 3 days ago');
    expect(container).toHaveTextContent('Confirmed open yesterday');
    container.remove();
  });
});
