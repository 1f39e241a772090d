import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@portal/domain/jobs/job';
import { jobMatchesFilter } from '@portal/domain/jobs/job-search';
import { useJobList } from '@/lib/job-list/use-job-list';
import { JobUnreachableError, useJob } from '@/lib/jobs/jobs';
import type * as Jobs from '@/lib/jobs/jobs';
import { useKeptJob } from '@/lib/account/saved-jobs-context';
import type { LiveResult } from '@/lib/firebase/live-result';
import { makeJob } from '@/test/jobs';
import { setOnline } from '@/test/network';
import { renderPage } from '@/test/render';
import JobPage from './job-page';
import { JobRouteLoading, prerenderedJob, registerPrerenderedJob } from './job-route-loading';
import { loadPrerenderedJob, PrerenderedJobView } from './prerendered-job-view';
import { missingJobText, prerenderedJobText } from '@portal/domain/pages/prerendered-job';

// Hearts and the Saved filter read the session and the saved list: a guest here, unless a
// test says otherwise.
vi.mock('@/lib/account/session', async () => (await import('@/test/guest')).guestSession());
vi.mock('@/lib/account/saved-jobs-context', async () =>
  (await import('@/test/guest')).nothingSaved(),
);
vi.mock('@/lib/firebase/firebase-services', () => ({
  useFirestore: () => ({}),
  useFunctions: () => ({}),
}));
vi.mock('@/lib/jobs/jobs', async (importOriginal) => {
  const actual = await importOriginal<typeof Jobs>();
  return {
    JobUnreachableError: actual.JobUnreachableError,
    useJob: vi.fn(),
  };
});
vi.mock('@/lib/job-list/use-job-list', () => ({ useJobList: vi.fn() }));

function renderWith(
  result: LiveResult<Job | null>,
  id = 'job-42',
  others: LiveResult<Job[]> = { status: 'success', data: [] },
) {
  vi.mocked(useJob).mockReturnValue(result);
  // The search index over `others`, the type's whole list in its order.
  vi.mocked(useJobList).mockImplementation((list, { start, count }) => {
    const near = () => {};
    if (others.status !== 'success') return { result: others, near };
    const matching = others.data.filter((job) => jobMatchesFilter(job, list));
    const jobs = matching.slice(start, start + count);
    return { result: { status: 'success', data: { jobs, total: matching.length } }, near };
  });
  // Chromium's scrollTo returns a promise; an effect must not hand that to React as a cleanup.
  window.scrollTo = vi.fn(() => Promise.resolve()) as unknown as typeof window.scrollTo;
  return renderPage(<JobPage />, { route: `/job/${id}`, path: '/job/:id' });
}

/** The data a server-painted job page carries. */
function paintedData(text: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'prerendered-job';
  script.textContent = text;
  document.body.append(script);
  return script;
}

/** Where a server-painted page holds its view, as the app's root. */
function paintedView(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<main><h1>Painted</h1></main>';
  document.body.append(root);
  return root;
}

describe('JobPage', () => {
  afterEach(() => vi.restoreAllMocks());

  beforeEach(() => {
    vi.mocked(useJob).mockReset();
    vi.mocked(useJobList).mockReset();
    document.head.querySelectorAll('[data-page-meta]').forEach((element) => element.remove());
  });

  it('reads the job named in the URL', () => {
    renderWith({ status: 'loading' }, 'seed-job-0007');
    expect(useJob).toHaveBeenCalledWith('seed-job-0007');
    expect(screen.getByText('Loading job...')).toHaveAttribute('role', 'status');
    expect(document.title).toBe('Loading job | Job Portal');
  });

  it('shows the job the server painted while the live one loads, then the live one', () => {
    const painted = makeJob({ id: 'job-42', Title: 'Painted Role', Company: 'Cloudmint' });
    registerPrerenderedJob({ kind: 'job', job: painted, open: true, View: PrerenderedJobView });
    const head = document.head;
    const serverTag = document.createElement('meta');
    serverTag.setAttribute('property', 'og:title');
    serverTag.setAttribute('data-server-meta', '');
    head.append(serverTag);
    try {
      const { unmount } = renderWith({ status: 'loading' });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Painted Role');
      expect(screen.queryByText('Loading job...')).not.toBeInTheDocument();
      expect(document.title).toBe('Painted Role at Cloudmint | Job Portal');
      // The app's tags replace the server's.
      expect(head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
      expect(head.querySelector('[data-server-meta]')).toBeNull();

      // Once the live job has answered, it is what shows.
      unmount();
      renderWith({ status: 'success', data: { ...painted, Title: 'Painted Role (edited)' } });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Painted Role (edited)');
    } finally {
      registerPrerenderedJob(null);
    }
  });

  it('reads the painted job from the page, and only a job that parses', () => {
    const painted = makeJob({ id: 'job-7' });
    const script = paintedData(prerenderedJobText(painted, true));
    try {
      // Registered for the app's first render; taken over as painted only with its view there.
      expect(loadPrerenderedJob()).toBe(false);
      expect(prerenderedJob('job-7')).toEqual(painted);
      const root = paintedView();
      expect(loadPrerenderedJob()).toBe(true);
      root.remove();
      script.textContent = '{"Title":"no more"}';
      expect(loadPrerenderedJob()).toBe(false);
      expect(prerenderedJob('job-7')).toBeNull();
    } finally {
      script.remove();
      registerPrerenderedJob(null);
    }
  });

  it('shows a painted job as the server painted it, open or closed, whatever the time now', () => {
    // Open when painted, expired since: the first render must be the painted page to the node.
    const expired = makeJob({ id: 'job-8', expiresAt: new Date(Date.now() - 1000) });
    const script = paintedData(prerenderedJobText(expired, true));
    const root = paintedView();
    try {
      expect(loadPrerenderedJob()).toBe(true);
      const { container } = renderPage(<JobRouteLoading />, {
        route: '/job/job-8',
        path: '/job/:id',
      });
      const page = within(container);
      expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(expired.Title);
      expect(page.queryByText(/This job is closed/)).not.toBeInTheDocument();
    } finally {
      script.remove();
      root.remove();
      registerPrerenderedJob(null);
    }
  });

  it('keeps the not-found page the server painted while the live answer loads, then the answer', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'prerendered-job';
    script.textContent = missingJobText('job-42');
    document.body.append(script);
    try {
      expect(loadPrerenderedJob()).toBe(false);
      const { unmount } = renderWith({ status: 'loading' });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
      expect(screen.queryByText('Loading job...')).not.toBeInTheDocument();
      expect(document.title).toBe('Page Not Found | Job Portal');
      unmount();

      // Only for the id it was painted for.
      renderWith({ status: 'loading' }, 'job-43').unmount();
      expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();

      // A job posted since is shown once the live answer has it.
      renderWith({ status: 'success', data: makeJob({ id: 'job-42', Title: 'Posted Since' }) });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Posted Since');
    } finally {
      script.remove();
      registerPrerenderedJob(null);
    }
  });

  it('says when the job could not be loaded', () => {
    renderWith({ status: 'error', error: new Error('offline') });
    expect(screen.getByRole('alert')).toHaveTextContent('This job could not be loaded');
  });

  it('offline, says a job this device lacks may load later instead of calling it missing', () => {
    renderWith({ status: 'success', data: null });
    setOnline(false);
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    expect(
      screen.getByText(/^You are offline, and this job is not saved on this device\./),
    ).toHaveAttribute('role', 'status');
    expect(document.title).toBe('Job unavailable | Job Portal');
    setOnline(true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
  });

  it('does not call a job missing when only the cache answered, the browser thinking it is online', () => {
    renderWith({ status: 'error', error: new JobUnreachableError('not cached') });
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    expect(
      screen.getByText(/^You are offline, and this job is not saved on this device\./),
    ).toHaveAttribute('role', 'status');
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

  it('warns that genuine employers never ask for money, beside the report button, painted or live', () => {
    const job = makeJob({ id: 'job-42', Title: 'Painted Role' });
    const safety = () => {
      expect(
        screen.getByText(
          /Genuine employers never ask you to pay to apply, for training or for a uniform/,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'How to spot a job scam' })).toHaveAttribute(
        'href',
        '/safety',
      );
      expect(screen.getByRole('button', { name: 'Report this job' })).toBeInTheDocument();
    };
    registerPrerenderedJob({ kind: 'job', job, open: true, View: PrerenderedJobView });
    try {
      const { unmount } = renderWith({ status: 'loading' });
      safety();
      unmount();
    } finally {
      registerPrerenderedJob(null);
    }
    renderWith({ status: 'success', data: job });
    safety();
  });

  it("says a verified employer's domain, and where the apply link goes when it is elsewhere", () => {
    renderWith({
      status: 'success',
      data: makeJob({
        id: 'job-42',
        verifiedDomain: 'acme.co.in',
        ApplyURL: 'https://careers.acme.co.in/1',
      }),
    });
    expect(screen.getByText('Verified employer · acme.co.in')).toBeInTheDocument();
    expect(screen.queryByText(/apply link goes to/)).toBeNull();
    cleanup();
    renderWith({
      status: 'success',
      data: makeJob({
        id: 'job-42',
        verifiedDomain: 'acme.co.in',
        ApplyURL: 'https://forms.example.net/apply',
      }),
    });
    expect(
      screen.getByText(
        "The employer verified acme.co.in; this job's apply link goes to forms.example.net.",
      ),
    ).toBeInTheDocument();
    cleanup();
    renderWith({ status: 'success', data: makeJob({ id: 'job-42' }) });
    expect(screen.queryByText(/Verified employer/)).toBeNull();
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
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('starts the page at the top', () => {
    renderWith({ status: 'loading' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('lists More Jobs of its type without itself, 18 a page with their own pager', async () => {
    // The newest, so it heads the list it is taken out of.
    const job = makeJob({
      id: 'current',
      Title: 'Current Role',
      Type: 'Internship',
      createdAt: new Date(Date.UTC(2027, 0, 1)),
    });
    const others = Array.from({ length: 20 }, (_, i) => makeJob({ Title: `Other ${i + 1}` }));
    renderWith({ status: 'success', data: job }, 'current', {
      status: 'success',
      data: [job, ...others],
    });
    expect(useJobList).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'Internship' }),
      expect.anything(),
      { follow: true },
    );
    const more = within(screen.getByRole('region', { name: 'More Jobs' }));
    expect(more.getAllByRole('article')).toHaveLength(18);
    expect(more.queryByRole('heading', { name: 'Current Role' })).not.toBeInTheDocument();
    expect(more.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(more.getByRole('button', { name: 'Next' }));
    expect(
      more.getAllByRole('article').map((card) => card.querySelector('h3')?.textContent),
    ).toEqual(['Other 19', 'Other 20']);
  });

  it('follows More Jobs live only once the reader nears them', () => {
    const callbacks: IntersectionObserverCallback[] = [];
    const watched: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          callbacks.push(callback);
        }
        observe(target: Element) {
          watched.push(target);
        }
        disconnect() {}
      },
    );
    try {
      const job = makeJob({ id: 'current', Type: 'Job' });
      renderWith({ status: 'success', data: job }, 'current', {
        status: 'success',
        data: [job, makeJob({ Title: 'Other 1' })],
      });
      const section = screen.getByRole('region', { name: 'More Jobs' });
      expect(watched).toContain(section);
      expect(useJobList).toHaveBeenLastCalledWith(expect.anything(), expect.anything(), {
        follow: false,
      });
      const entry = {
        target: section,
        isIntersecting: true,
      } as unknown as IntersectionObserverEntry;
      act(() => callbacks.forEach((callback) => callback([entry], {} as IntersectionObserver)));
      expect(useJobList).toHaveBeenLastCalledWith(expect.anything(), expect.anything(), {
        follow: true,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('describes the job for link previews and search engines, and cleans up after', () => {
    const job = makeJob({
      id: 'j9',
      Title: 'SRE',
      Company: 'Cloudmint',
      Description: '<p>Keep <b>things</b> up &amp; running.</p>',
    });
    const { unmount } = renderWith({ status: 'success', data: job }, 'j9');
    const head = document.head;
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/job/j9`,
    );
    expect(head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'SRE at Cloudmint',
    );
    expect(head.querySelector('meta[property="og:description"]')).toHaveAttribute(
      'content',
      'Keep things up & running.',
    );
    const jsonLd = JSON.parse(
      head.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(jsonLd).toMatchObject({
      '@type': 'JobPosting',
      title: 'SRE',
      hiringOrganization: { name: 'Cloudmint' },
    });
    unmount();
    expect(head.querySelector('[data-page-meta]')).toBeNull();
  });

  it('keeps posted text from closing the JSON-LD script', () => {
    const job = makeJob({ Description: '</script><script>window.pwned=1</script>' });
    renderWith({ status: 'success', data: job });
    const script = document.head.querySelector('script[type="application/ld+json"]')!;
    expect(script.textContent).not.toContain('</script>');
    expect(JSON.parse(script.textContent!).description).toBe(job.Description);
  });

  it("reads a saved job from this device's library when neither network nor cache has it", () => {
    const kept = makeJob({ id: 'kept', Title: 'Kept Role' });
    vi.mocked(useKeptJob).mockReturnValue(kept);
    renderWith({ status: 'error', error: new Error('offline') }, 'kept');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kept Role');
    vi.mocked(useKeptJob).mockReturnValue(undefined);
  });

  describe('a job that is no longer open', () => {
    const DAY = 24 * 60 * 60 * 1000;

    it.each([
      ['closed', { status: 'closed' as const }],
      [
        'expired, though no server run has closed it yet',
        { expiresAt: new Date(Date.now() - DAY) },
      ],
    ])(
      'says a %s job is closed, with no Apply and no JSON-LD, and shows More Jobs',
      (_how, change) => {
        const job = makeJob({
          id: 'gone',
          Title: 'Data Analyst',
          Company: 'Ledgerlark',
          ...change,
        });
        const other = makeJob({ Title: 'Still Open' });
        renderWith({ status: 'success', data: job }, 'gone', { status: 'success', data: [other] });
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Data Analyst');
        expect(screen.getByText('Ledgerlark')).toBeInTheDocument();
        expect(screen.getByText('This job is closed')).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: /Apply Now/ })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Report this job' })).not.toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'How to spot a job scam' })).toBeNull();
        expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
        expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
          'content',
          'noindex',
        );
        expect(document.title).toBe('Data Analyst at Ledgerlark (closed) | Job Portal');
        const more = within(screen.getByRole('region', { name: 'More Jobs' }));
        expect(more.getByRole('heading', { name: 'Still Open' })).toBeInTheDocument();
      },
    );

    it('turns to closed the moment the job expires, with no reload', () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      try {
        const job = makeJob({ expiresAt: new Date(Date.now() + 90_000) });
        renderWith({ status: 'success', data: job });
        expect(screen.getByRole('link', { name: /Apply Now/ })).toBeInTheDocument();
        act(() => vi.advanceTimersByTime(89_000));
        expect(screen.getByRole('link', { name: /Apply Now/ })).toBeInTheDocument();
        act(() => vi.advanceTimersByTime(1_000));
        expect(screen.getByText('This job is closed')).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: /Apply Now/ })).not.toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
