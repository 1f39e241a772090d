// The queue as a moderator sees it and acts on it, with the feature's data hooks and callables
// standing in for Firestore and the functions.
import type { Job } from '@portal/domain/jobs/job';
import type { ReportSummary } from '@portal/domain/moderation/report-records';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveResult } from '@/lib/firebase/live-result';
import { makeJob } from '@/test/jobs';
import { setOnline } from '@/test/network';
import { renderPage } from '@/test/render';
import { blockPoster, moderateJob } from './api/moderate-job';
import { usePosterJobs } from './api/poster-jobs';
import type * as QueueModule from './api/queue';
import { queueItems, useModerationQueue, type Queue } from './api/queue';
import { useReporters } from './api/reports';
import { useScreening } from './api/screenings';
import { makeReport, makeReporter, makeScreening } from './moderation-fixtures';
import { ModerationQueue } from './moderation-queue';

vi.mock('@/lib/firebase/firebase-services', () => ({
  useFirestore: () => ({ name: 'db' }),
  useFunctions: () => ({ name: 'functions' }),
}));
// The queue's order is the data module's own (queueItems): only its live hook stands in.
vi.mock('./api/queue', async (importOriginal) => ({
  ...(await importOriginal<typeof QueueModule>()),
  useModerationQueue: vi.fn(),
}));
vi.mock('./api/screenings', () => ({ useScreening: vi.fn() }));
vi.mock('./api/reports', () => ({ useReporters: vi.fn(), REPORTERS_SHOWN: 20 }));
vi.mock('./api/poster-jobs', () => ({ usePosterJobs: vi.fn() }));
vi.mock('./api/moderate-job', () => ({ moderateJob: vi.fn(), blockPoster: vi.fn() }));

/** The key of one poster's jobs (domain/src/jobs/poster-key.ts). */
const POSTER_1 = '1'.repeat(64);

const held = makeJob({
  id: 'held-job',
  Title: 'Data Entry From Home',
  Company: 'Quick Cash Ltd',
  status: 'held',
  ApplyURL: 'https://bit.ly/pay-to-apply',
  createdAt: new Date('2026-11-18T08:00:00Z'),
});
const hidden = makeJob({
  id: 'hidden-job',
  Title: 'Typist Needed',
  status: 'hidden',
  posterKey: POSTER_1,
  createdAt: new Date('2026-11-10T08:00:00Z'),
});
const muchReported = makeJob({
  id: 'reported-job',
  Title: 'Sales Associate',
  createdAt: new Date('2026-11-01T08:00:00Z'),
});
const newestReported = makeJob({
  id: 'new-reported-job',
  Title: 'Office Assistant',
  createdAt: new Date('2026-11-15T08:00:00Z'),
});

/** What the hook would answer for these jobs and reports, in the data module's order. */
function queueOf(jobs: Job[], reports: ReportSummary[], reportedJobs: Job[] = []): Queue {
  return {
    items: queueItems(jobs, reports, new Map(reportedJobs.map((job) => [job.id, job]))),
    cut: false,
  };
}

function renderQueue(result: LiveResult<Queue>) {
  vi.mocked(useModerationQueue).mockReturnValue(result);
  return renderPage(<ModerationQueue />, { route: '/moderation' });
}

const itemOf = (title: string) => within(screen.getByRole('listitem', { name: title }));
/** A button of the open dialog: the item behind it has one of the same name. */
const dialogButton = (name: string) =>
  within(screen.getByRole('dialog')).getByRole('button', { name });

beforeEach(() => {
  vi.mocked(useScreening).mockImplementation((jobId) =>
    jobId === held.id
      ? { status: 'success', data: makeScreening() }
      : { status: 'success', data: null },
  );
  vi.mocked(useReporters).mockImplementation((jobId) =>
    jobId === hidden.id
      ? {
          status: 'success',
          data: [
            makeReporter({ id: 'r1', reason: 'asks-for-money', note: 'Wants Rs 500 first' }),
            makeReporter({ id: 'r2', reason: 'spam', reportedAt: new Date('2026-11-12T10:00Z') }),
          ],
        }
      : { status: 'success', data: [makeReporter({ id: 'r3', reason: 'misleading' })] },
  );
  vi.mocked(usePosterJobs).mockReturnValue({ status: 'loading' });
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('the queue', () => {
  it('says when it is loading, when it could not be read, and when there is nothing to review', () => {
    const { unmount } = renderQueue({ status: 'loading' });
    expect(screen.getByText('Loading the queue...')).toHaveAttribute('role', 'status');
    unmount();

    const failed = renderQueue({ status: 'error', error: new Error('permission-denied') });
    expect(screen.getByRole('alert')).toHaveTextContent('The queue could not be loaded');
    failed.unmount();

    renderQueue({ status: 'success', data: { items: [], cut: false } });
    expect(screen.getByText('Nothing to review.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 2, name: 'Queue' })).toBeInTheDocument();
  });

  it('lists held and hidden jobs first, then the most reported, then the newest', () => {
    renderQueue({
      status: 'success',
      data: queueOf(
        [hidden, held],
        [
          makeReport(newestReported.id, { count: 1 }),
          makeReport(muchReported.id, { count: 2 }),
          makeReport(hidden.id, { count: 3, status: 'hidden' }),
        ],
        [newestReported, muchReported],
      ),
    });
    const titles = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Typist Needed',
      'Data Entry From Home',
      'Sales Associate',
      'Office Assistant',
    ]);
    expect(screen.getByText('4 jobs to review.')).toHaveAttribute('role', 'status');
  });

  it('shows a held job with its apply link as text, and what the screen found', () => {
    renderQueue({ status: 'success', data: queueOf([held], []) });
    const item = itemOf('Data Entry From Home');
    expect(item.getByText('Quick Cash Ltd')).toBeInTheDocument();
    expect(item.getByText('Held by the screen')).toBeInTheDocument();
    expect(item.getByText('Posted').querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-11-18T08:00:00.000Z',
    );
    // The address is there to read, never to follow.
    expect(item.getByText('https://bit.ly/pay-to-apply')).toBeInTheDocument();
    expect(item.queryByRole('link')).not.toBeInTheDocument();
    expect(item.getByText(/Screen score/)).toHaveTextContent('Screen score 6, held');
    expect(
      item.getByText(/Asks applicants to pay: “registration fee of Rs 1,800”./),
    ).toBeInTheDocument();
    expect(item.getByText('Posted without an account.')).toBeInTheDocument();
    expect(
      item.getByRole('group', { name: 'Actions on Data Entry From Home' }),
    ).toBeInTheDocument();
    const actions = item.getAllByRole('button').map((button) => button.textContent);
    expect(actions).toEqual(['Approve', 'Remove for good', 'Block poster']);
  });

  it('shows the reports on a job, older reasons as stored, and how many reported it', () => {
    renderQueue({
      status: 'success',
      data: queueOf([hidden], [makeReport(hidden.id, { count: 3, status: 'hidden' })]),
    });
    const item = itemOf('Typist Needed');
    expect(item.getByText(/Reported by/)).toHaveTextContent(
      'Reported by 3 people (reports hid it)',
    );
    const reports = within(item.getByText('Wants Rs 500 first').closest('ul')!);
    expect(reports.getAllByRole('listitem').map((report) => report.textContent)).toEqual([
      expect.stringMatching(/^Asks for money · .+Wants Rs 500 first$/),
      expect.stringMatching(/^spam · /),
    ]);
    expect(item.getByText('The screen kept no record of this post.')).toBeInTheDocument();
    expect(item.getAllByRole('button').map((button) => button.textContent)).toEqual([
      "Poster's other jobs",
      'Restore',
      'Remove for good',
      'Block poster',
    ]);
  });

  it("lists the poster's other jobs only once asked", async () => {
    vi.mocked(usePosterJobs).mockReturnValue({
      status: 'success',
      data: [hidden, makeJob({ Title: 'Another Typist', status: 'active', posterKey: POSTER_1 })],
    });
    renderQueue({ status: 'success', data: queueOf([hidden], []) });
    const disclosure = itemOf('Typist Needed').getByRole('button', { name: "Poster's other jobs" });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(usePosterJobs).not.toHaveBeenCalled();
    await userEvent.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(usePosterJobs).toHaveBeenCalledWith(POSTER_1);
    const others = itemOf('Typist Needed').getByText('Another Typist').closest('li')!;
    expect(others).toHaveTextContent(/Another Typist · Bytewren Labs · Listed ·/);
    // The job itself is not among its poster's others.
    expect(itemOf('Typist Needed').getAllByText('Typist Needed')).toHaveLength(1);
  });
});

describe('an action on a job', () => {
  const reasonField = () => screen.getByRole('textbox', { name: /^Reason/ });

  it('asks why, sends the action with the reason, and says what happened', async () => {
    let answer = (_: Awaited<ReturnType<typeof moderateJob>>) => {};
    vi.mocked(moderateJob).mockReturnValue(new Promise((done) => (answer = done)));
    const { rerender } = renderQueue({ status: 'success', data: queueOf([held], []) });
    const approve = itemOf('Data Entry From Home').getByRole('button', { name: 'Approve' });
    await userEvent.click(approve);
    const dialog = within(screen.getByRole('dialog', { name: 'Approve this job' }));

    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(dialog.getByText('Say why, in a few words.')).toBeInTheDocument();
    expect(reasonField()).toHaveAttribute('aria-invalid', 'true');
    expect(reasonField()).toHaveFocus();
    expect(moderateJob).not.toHaveBeenCalled();

    await userEvent.type(reasonField(), '  Checked the company: real  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(moderateJob).toHaveBeenCalledWith(
      { name: 'functions' },
      { jobId: 'held-job', action: 'approve', reason: 'Checked the company: real' },
    );
    expect(dialog.getByRole('button', { name: 'Approving...' })).toBeDisabled();

    answer({ ok: true, data: { jobId: 'held-job', status: 'active' } });
    expect(await screen.findByText('“Data Entry From Home” is approved and listed.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The dialog gives the keyboard back to the button that opened it.
    expect(approve).toHaveFocus();

    // The live queue drops the job: the keyboard goes to the queue's heading, not the page's top.
    vi.mocked(useModerationQueue).mockReturnValue({
      status: 'success',
      data: { items: [], cut: false },
    });
    rerender(<ModerationQueue />);
    expect(screen.getByText('Nothing to review.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Queue' })).toHaveFocus();
  });

  it('keeps the reason and shows the function’s words when it refuses', async () => {
    vi.mocked(moderateJob).mockResolvedValue({
      ok: false,
      refusal: {
        code: 'failed-precondition',
        message: 'This job is active now, so it cannot be given “Approve”.',
        details: null,
      },
    });
    renderQueue({ status: 'success', data: queueOf([held], []) });
    await userEvent.click(itemOf('Data Entry From Home').getByRole('button', { name: 'Approve' }));
    await userEvent.type(reasonField(), 'Looks fine');
    await userEvent.click(dialogButton('Approve'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This job is active now, so it cannot be given “Approve”.',
    );
    expect(screen.getByRole('dialog', { name: 'Approve this job' })).toBeInTheDocument();
    expect(reasonField()).toHaveValue('Looks fine');
    expect(dialogButton('Approve')).toBeEnabled();
  });

  it('shows a reason the function refused under the field', async () => {
    vi.mocked(moderateJob).mockResolvedValue({
      ok: false,
      refusal: {
        code: 'invalid-argument',
        message: 'Check these fields. Reason: Say why, in a few words.',
        details: { reason: 'invalid-fields', fields: { reason: 'Say why, in a few words.' } },
      },
    });
    renderQueue({ status: 'success', data: queueOf([hidden], []) });
    await userEvent.click(itemOf('Typist Needed').getByRole('button', { name: 'Restore' }));
    await userEvent.type(reasonField(), 'Reports were wrong');
    await userEvent.click(dialogButton('Restore'));
    expect(await screen.findByText('Say why, in a few words.')).toBeInTheDocument();
    expect(reasonField()).toHaveValue('Reports were wrong');
  });

  it('says plainly when the server was not reached', async () => {
    vi.mocked(moderateJob).mockResolvedValue({
      ok: false,
      refusal: { code: 'unavailable', message: 'unavailable', details: null },
    });
    renderQueue({ status: 'success', data: queueOf([hidden], []) });
    await userEvent.click(itemOf('Typist Needed').getByRole('button', { name: 'Remove for good' }));
    expect(screen.getByRole('dialog', { name: 'Remove this job for good' })).toBeInTheDocument();
    await userEvent.type(reasonField(), 'A scam');
    await userEvent.click(dialogButton('Remove for good'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your connection');
  });

  it('offline, says the action needs a connection and does not try', async () => {
    renderQueue({ status: 'success', data: queueOf([held], []) });
    await userEvent.click(itemOf('Data Entry From Home').getByRole('button', { name: 'Approve' }));
    setOnline(false);
    expect(screen.getByText(/This action needs a connection/)).toBeInTheDocument();
    expect(dialogButton('Approve')).toBeDisabled();
  });
});

describe('blocking a poster', () => {
  it("blocks a guest's network: their account cannot be, and says why", async () => {
    vi.mocked(blockPoster).mockResolvedValue({
      ok: true,
      data: { blockedUntil: '2026-12-21T10:00:00.000Z' },
    });
    renderQueue({ status: 'success', data: queueOf([held], []) });
    await userEvent.click(
      itemOf('Data Entry From Home').getByRole('button', { name: 'Block poster' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Block the poster' }));
    const account = dialog.getByRole('radio', { name: 'Their account' });
    expect(account).toBeDisabled();
    expect(dialog.getByRole('radio', { name: 'Their network' })).toBeChecked();
    expect(dialog.getByRole('group', { name: 'What to block' })).toHaveAccessibleDescription(
      'This job was posted without an account, so only its network can be blocked.',
    );

    const days = dialog.getByRole('spinbutton', { name: /^Days/ });
    await userEvent.clear(days);
    await userEvent.type(days, '400');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Fee scam, again');
    await userEvent.click(dialog.getByRole('button', { name: 'Block poster' }));
    expect(dialog.getByText('Block for at most 365 days.')).toBeInTheDocument();
    expect(days).toHaveFocus();
    expect(blockPoster).not.toHaveBeenCalled();

    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.click(dialog.getByRole('button', { name: 'Block poster' }));
    expect(blockPoster).toHaveBeenCalledWith(
      { name: 'functions' },
      { jobId: 'held-job', scope: 'network', days: 7, reason: 'Fee scam, again' },
    );
    expect(
      await screen.findByText(/^The poster’s network is blocked from posting until /),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("blocks a signed-in poster's account by default, and keeps the form on a refusal", async () => {
    vi.mocked(blockPoster).mockResolvedValue({
      ok: false,
      refusal: {
        code: 'failed-precondition',
        message: 'This job was posted before posters were recorded: there is nobody to block.',
        details: null,
      },
    });
    renderQueue({ status: 'success', data: queueOf([hidden], []) });
    await userEvent.click(itemOf('Typist Needed').getByRole('button', { name: 'Block poster' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Block the poster' }));
    expect(dialog.getByRole('radio', { name: 'Their account' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'Their account' })).toBeEnabled();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Repeat offender');
    await userEvent.click(dialog.getByRole('button', { name: 'Block poster' }));
    expect(blockPoster).toHaveBeenCalledWith(
      { name: 'functions' },
      { jobId: 'hidden-job', scope: 'account', days: 30, reason: 'Repeat offender' },
    );
    expect(await dialog.findByRole('alert')).toHaveTextContent('there is nobody to block');
    expect(dialog.getByRole('textbox', { name: /^Reason/ })).toHaveValue('Repeat offender');
    expect(dialog.getByRole('spinbutton', { name: /^Days/ })).toHaveValue(30);
  });
});
