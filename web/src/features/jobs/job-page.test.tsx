import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@portal/domain/job';
import { useJob } from '../../lib/jobs';
import type { LiveResult } from '../../lib/live-result';
import { makeJob } from '../../test/jobs';
import JobPage from './job-page';

vi.mock('../../lib/jobs', () => ({ useJob: vi.fn() }));

function renderWith(result: LiveResult<Job | null>, id = 'job-42') {
  vi.mocked(useJob).mockReturnValue(result);
  // Chromium's scrollTo returns a promise; an effect must not hand that to React as a cleanup.
  window.scrollTo = vi.fn(() => Promise.resolve()) as unknown as typeof window.scrollTo;
  return render(
    <MemoryRouter initialEntries={[`/job/${id}`]}>
      <Routes>
        <Route path="/job/:id" element={<JobPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('JobPage', () => {
  beforeEach(() => vi.mocked(useJob).mockReset());

  it('reads the job named in the URL', () => {
    renderWith({ status: 'loading' }, 'seed-job-0007');
    expect(useJob).toHaveBeenCalledWith('seed-job-0007');
    expect(screen.getByRole('status')).toHaveTextContent('Loading job...');
    expect(document.title).toBe('Loading job | Job Portal');
  });

  it('says when the job could not be loaded', () => {
    renderWith({ status: 'error', error: new Error('offline') });
    expect(screen.getByRole('alert')).toHaveTextContent('This job could not be loaded');
  });

  it('shows the not-found box when no job has the id', () => {
    renderWith({ status: 'success', data: null });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    const box = screen.getByRole('alert');
    expect(box).toHaveTextContent("This page doesn't exists");
    expect(box).toHaveTextContent('Contact Admin for more details');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://whatsapp.example.com/channel',
    );
    expect(screen.getByRole('link', { name: 'Telegram' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Job Portal');
  });

  it('shows every field the job has, and no heading for those it lacks', () => {
    const job = makeJob({
      Title: 'Backend Engineer',
      Company: 'Cloudmint',
      Description: '<p>Build <strong>APIs</strong>.</p>',
      Degree: '<ul><li>B.Tech in CS</li></ul>',
      Skills: '<ul><li>Go</li></ul>',
      Responsibilities: undefined,
      CompanyDescription: '<p>We make clouds.</p>',
      Experience: '2-4 years',
      Salary: '€55,000 – €70,000 a year',
      WorkType: 'Hybrid',
      Batch: '2025, 2026',
      City: 'Berlin',
      Country: 'Germany',
    });
    renderWith({ status: 'success', data: job });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Backend Engineer');
    expect(screen.getByText('Cloudmint')).toBeInTheDocument();
    for (const heading of [
      'Description',
      'Qualifications',
      'Skills Required',
      'Company Overview',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'Responsibilities' })).not.toBeInTheDocument();
    expect(screen.getByText('APIs').tagName).toBe('STRONG');
    expect(screen.getByText('Berlin, Germany')).toBeInTheDocument();
    expect(screen.getByText('€55,000 – €70,000 a year')).toBeInTheDocument();
    expect(screen.getByText('Hybrid')).toBeInTheDocument();
    expect(screen.getByText('2-4 years')).toBeInTheDocument();
    expect(screen.getByText('2025, 2026')).toBeInTheDocument();
    expect(document.title).toBe('Backend Engineer at Cloudmint | Job Portal');
  });

  it('opens the apply URL in a new tab without handing it this page', () => {
    renderWith({
      status: 'success',
      data: makeJob({ ApplyURL: 'https://careers.example.com/x/1' }),
    });
    const apply = screen.getByRole('link', { name: /Apply Now/ });
    expect(apply).toHaveAttribute('href', 'https://careers.example.com/x/1');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers no apply link for a URL that is not http or https', () => {
    renderWith({ status: 'success', data: makeJob({ ApplyURL: 'javascript:alert(1)' }) });
    expect(screen.queryByRole('link', { name: /Apply Now/ })).not.toBeInTheDocument();
    expect(screen.getByText('This job has no valid application link.')).toBeInTheDocument();
  });

  it('renders posted HTML without scripts or event handlers', () => {
    const job = makeJob({
      Description:
        '<p id="d">Hi<img src="x" onerror="window.hacked=1"><script>window.hacked=2</script></p>',
    });
    const { container } = renderWith({ status: 'success', data: job });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('starts the page at the top', () => {
    renderWith({ status: 'loading' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
