import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useActiveJobs } from '../../lib/jobs';
import type { LiveResult } from '../../lib/live-result';
import { makeJob } from '../../test/jobs';
import type { Job } from '@portal/domain/job';
import JobsPage from './jobs-page';

vi.mock('../../lib/jobs', () => ({ useActiveJobs: vi.fn() }));

function renderWith(result: LiveResult<Job[]>) {
  vi.mocked(useActiveJobs).mockReturnValue(result);
  return render(
    <MemoryRouter>
      <JobsPage />
    </MemoryRouter>,
  );
}

describe('JobsPage', () => {
  beforeEach(() => vi.mocked(useActiveJobs).mockReset());

  it('asks for jobs of type Job and sets the tab title to the product name', () => {
    renderWith({ status: 'loading' });
    expect(useActiveJobs).toHaveBeenCalledWith('Job');
    expect(document.title).toBe('Job Portal');
  });

  it('says it is loading', () => {
    renderWith({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading jobs...');
  });

  it('says when there are no jobs', () => {
    renderWith({ status: 'success', data: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No jobs available.');
  });

  it('says when jobs could not be fetched', () => {
    renderWith({ status: 'error', error: new Error('unavailable') });
    expect(screen.getByRole('alert')).toHaveTextContent('Fetching jobs failed');
  });

  it('shows a card per job with title, company, location and a link to its page', () => {
    const jobs = [
      makeJob({
        id: 'a1',
        Title: 'Data Analyst',
        Company: 'Ledgerlark',
        City: 'Pune',
        Country: 'India',
      }),
      makeJob({
        id: 'b2',
        Title: 'SRE',
        Company: 'Cloudmint',
        City: undefined,
        Country: 'Germany',
      }),
      makeJob({
        id: 'c3',
        Title: 'Designer',
        Company: 'Pixelpond',
        City: undefined,
        Country: undefined,
      }),
    ];
    renderWith({ status: 'success', data: jobs });

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Data Analyst' })).toBeInTheDocument();
    expect(first.getByText('Ledgerlark')).toBeInTheDocument();
    expect(first.getByText('Pune, India')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/job/a1');
    expect(within(cards[1]!).getByText('Germany')).toBeInTheDocument();
    expect(within(cards[2]!).queryByText(/,/)).not.toBeInTheDocument();
  });
});
