import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Refusal } from '@/lib/firebase/callables';
import {
  APPLY_URL_MESSAGES,
  EMPTY_POST_JOB_FORM,
  REMOTE_COUNTRY_MESSAGE,
} from '@portal/domain/posting/post-job';
import type { Ref } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RichTextEditorProps } from '@/components/rich-text-editor/rich-text-editor';
import { ToastProvider } from '@/components/feedback/toast';
import { retryTimeText } from '@/lib/firebase/callables';
import { openPostForm, postJob } from './api/post-job';
import {
  deletePostJobDraft,
  loadPostJobDraft,
  savePostJobDraft,
  stashPostJobDraft,
} from './api/post-job-draft';
import { useSession, type Session } from '@/lib/account/session';
import { setOnline } from '@/test/network';
import PostJobPage from './post-job-page';
import { DRAFT_SAVE_DELAY_MS } from './use-post-job-draft';

vi.mock('@/lib/account/session', () => ({ useSession: vi.fn() }));
vi.mock('@/lib/firebase/firebase-services', () => ({
  useFunctions: () => ({ name: 'functions' }),
}));
vi.mock('./api/post-job', () => ({ postJob: vi.fn(), openPostForm: vi.fn() }));
vi.mock('./api/post-job-draft', () => ({
  loadPostJobDraft: vi.fn(),
  savePostJobDraft: vi.fn(),
  stashPostJobDraft: vi.fn(),
  deletePostJobDraft: vi.fn(),
}));
// jsdom cannot run ProseMirror's contenteditable: a text area stands in for the editor, wired
// the way the editor is (labelled by the field's label, described by its messages).
vi.mock('@/components/rich-text-editor/rich-text-editor', () => ({
  default: ({
    id,
    value,
    onChange,
    onBlur,
    labelId,
    describedBy,
    invalid,
    required,
    ref,
  }: RichTextEditorProps) => (
    <textarea
      id={id}
      ref={ref as Ref<HTMLTextAreaElement>}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      aria-required={required}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  ),
}));

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <output data-testid="where">{`${location.pathname} from ${from ?? 'nowhere'}`}</output>;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/', '/postjob']} initialIndex={1}>
      <ToastProvider>
        <Routes>
          <Route path="/postjob" element={<PostJobPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </ToastProvider>
    </MemoryRouter>,
  );
}

/** The control labelled `label`, required mark or not. */
const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);
const field = (label: string) => screen.getByLabelText(labelled(label));
const button = (name: string) => screen.getByRole('button', { name });
const page = () => screen.getByRole('region', { name: 'Post a Job' });

type User = ReturnType<typeof userEvent.setup>;

/**
 * Puts `text` into `control` in one input event, as pasting does. Typing it would render the
 * whole form once a keystroke, which is most of this file's time; the tests of typing itself
 * (the drafts saved as the visitor types) type.
 */
async function enter(user: User, control: HTMLElement, text: string) {
  await user.click(control);
  await user.paste(text);
}

async function fillRequired(user = userEvent.setup()) {
  await enter(user, field('Title'), 'Frontend Developer');
  await enter(user, field('Company'), 'Bytewren Labs');
  await enter(user, field('Application URL'), 'https://careers.example.com/frontend');
  await user.click(await screen.findByLabelText(labelled('Skills Required')));
  await user.paste('<ul><li>React</li><li><strong>TypeScript</strong></li></ul>');
  return user;
}

async function toPreview() {
  const user = await fillRequired();
  await user.click(button('Preview Job'));
  await screen.findByRole('heading', { name: 'Preview' });
  return user;
}

const refusal = (code: string, details: Refusal['details'], message = 'server words') => ({
  ok: false as const,
  refusal: { code, message, details },
});

beforeEach(() => {
  vi.mocked(useSession).mockReturnValue({ status: 'signed-out' });
  vi.mocked(loadPostJobDraft).mockResolvedValue(null);
  vi.mocked(savePostJobDraft).mockResolvedValue();
  vi.mocked(deletePostJobDraft).mockResolvedValue();
  vi.mocked(postJob).mockReset();
  vi.mocked(openPostForm).mockReset();
  vi.mocked(openPostForm).mockResolvedValue({ ok: true, data: { ticket: 'ticket-1' } });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(savePostJobDraft).mockClear();
  vi.mocked(deletePostJobDraft).mockClear();
  vi.mocked(stashPostJobDraft).mockClear();
});

describe('PostJobPage', () => {
  it("has the spec's fields in the spec's order, required ones marked, and the tab title", async () => {
    renderPage();
    await screen.findByLabelText(labelled('Skills Required'));
    expect(document.title).toBe('Post a Job | Job Portal');
    const form = page().querySelector('form')!;
    const labels = Array.from(form.querySelectorAll('.form-field > label')).map(
      (label) => label.textContent,
    );
    expect(labels).toEqual([
      'Title *',
      'Type *',
      'Job Description',
      'Country',
      'City',
      'Company *',
      'Work Type',
      'Experience',
      'Batch',
      'Qualifications',
      'Application URL *',
      'Skills Required *',
      'Company Description',
      'Pay',
      'Responsibilities',
      'E-mail to manage this job',
      'Keep it open for *',
    ]);
    expect(field('Title')).toBeRequired();
    expect(field('Skills Required')).toHaveAttribute('aria-required', 'true');
    expect(field('Type')).toHaveValue('Job');
    expect(field('Keep it open for')).toHaveValue('30');
    expect(field('Experience').tagName).toBe('TEXTAREA');
    expect(field('Application URL')).toHaveAccessibleDescription(
      'Where people apply: a web address starting with http:// or https://, or an e-mail address.',
    );
  });

  it('shows each required field’s message at the field, and focuses the first', async () => {
    renderPage();
    await userEvent.click(button('Preview Job'));
    expect(await screen.findByText('Enter the job title.')).toBeInTheDocument();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Title')).toHaveAccessibleDescription('Enter the job title.');
    expect(field('Company')).toHaveAccessibleDescription("Enter the company's name.");
    expect(field('Application URL')).toHaveAccessibleDescription(
      expect.stringContaining(APPLY_URL_MESSAGES.missing),
    );
    expect(field('Skills Required')).toHaveAccessibleDescription('List the skills the job needs.');
    expect(field('Title')).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('refuses an application link that is neither a web address nor an e-mail address', async () => {
    renderPage();
    const user = await fillRequired();
    await user.clear(field('Application URL'));
    await enter(user, field('Application URL'), 'careers page');
    await user.click(button('Preview Job'));
    expect(await screen.findByText(APPLY_URL_MESSAGES.invalid)).toBeInTheDocument();
    expect(field('Application URL')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks a remote job for the country applicants may live in, at the Country field', async () => {
    renderPage();
    const user = await fillRequired();
    const label = () => field('Country').closest('.form-field')!.querySelector('label')!;
    expect(field('Country')).not.toBeRequired();
    expect(label()).toHaveTextContent(/^Country$/);
    expect(field('Country')).toHaveAccessibleDescription(
      'For a remote job, the country applicants may live in.',
    );

    // Work Type is free text: any case counts.
    await enter(user, field('Work Type'), 'remote');
    expect(field('Country')).toBeRequired();
    expect(label()).toHaveTextContent(/^Country \*$/);
    await user.click(button('Preview Job'));
    expect(await screen.findByText(REMOTE_COUNTRY_MESSAGE)).toBeInTheDocument();
    expect(field('Country')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Country')).toHaveAccessibleDescription(
      expect.stringContaining(REMOTE_COUNTRY_MESSAGE),
    );
    expect(field('Country')).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Preview' })).not.toBeInTheDocument();

    // No longer remote: no longer asked.
    await user.clear(field('Work Type'));
    await enter(user, field('Work Type'), 'On-site');
    await waitFor(() => expect(screen.queryByText(REMOTE_COUNTRY_MESSAGE)).not.toBeInTheDocument());
    expect(field('Country')).not.toBeRequired();

    // Remote again, now with a country: the preview shows.
    await user.clear(field('Work Type'));
    await enter(user, field('Work Type'), 'Remote');
    await enter(user, field('Country'), 'India');
    await user.click(button('Preview Job'));
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.queryByText(REMOTE_COUNTRY_MESSAGE)).not.toBeInTheDocument();
  });

  it('counts characters near the limit, and counts what a reader sees of rich text', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(field('Title'));
    await user.paste('x'.repeat(150));
    expect(page().querySelector('.field-counter')).toBeNull();
    await user.paste('x'.repeat(35));
    expect(field('Title')).toHaveAccessibleDescription('185 / 200 characters');
    await user.paste('x'.repeat(20));
    expect(field('Title')).toHaveAccessibleDescription('205 / 200 characters: 5 too many');
    await user.click(await screen.findByLabelText('Job Description'));
    await user.paste(`<p><strong>${'a'.repeat(4100)}</strong></p>`);
    expect(field('Job Description')).toHaveAccessibleDescription('4,100 / 5,000 characters');
  });

  it('previews the job through the job page’s JobDetails, and Edit goes back with the values', async () => {
    renderPage();
    const user = await fillRequired();
    await enter(user, field('City'), 'Pune');
    await enter(user, field('Country'), 'India');
    await user.selectOptions(field('Keep it open for'), '15');
    await user.click(button('Preview Job'));
    const heading = await screen.findByRole('heading', { name: 'Preview' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/stays open for 15 days after posting/)).toBeInTheDocument();
    const job = screen.getByRole('article', { name: 'Frontend Developer' });
    expect(job).toHaveClass('job-details');
    expect(within(job).getByText('Bytewren Labs')).toBeInTheDocument();
    expect(within(job).getByText('Pune, India')).toBeInTheDocument();
    expect(within(job).getByRole('link', { name: /Apply Now/ })).toHaveAttribute(
      'href',
      'https://careers.example.com/frontend',
    );
    expect(within(job).getByRole('heading', { name: 'Skills Required' })).toBeInTheDocument();
    expect(within(job).getByText('TypeScript').tagName).toBe('STRONG');
    // The form is out of sight (and out of the accessibility tree) meanwhile.
    expect(screen.queryByRole('button', { name: 'Preview Job' })).not.toBeInTheDocument();

    await user.click(button('Edit'));
    expect(screen.queryByRole('heading', { name: 'Preview' })).not.toBeInTheDocument();
    expect(field('Title')).toHaveValue('Frontend Developer');
    expect(field('City')).toHaveValue('Pune');
    expect(field('Keep it open for')).toHaveValue('15');
    await waitFor(() => expect(button('Preview Job')).toHaveFocus());
  });

  it('asks a paid job for its figures, says how its pay will read, and previews it', async () => {
    renderPage();
    const user = await fillRequired();
    expect(field('Pay')).toHaveValue('undisclosed');
    expect(screen.queryByLabelText(labelled('Pay from'))).not.toBeInTheDocument();
    // An internship's pay starts by the month.
    await user.selectOptions(field('Type'), 'Internship');
    await user.selectOptions(field('Pay'), 'paid');
    expect(field('Paid per')).toHaveValue('MONTH');
    expect(field('Currency')).toHaveValue('INR');
    await enter(user, field('Pay from'), '20,000');
    await enter(user, field('Pay up to'), '15000');
    await user.click(button('Preview Job'));
    expect(await screen.findByText('The top figure must be at least the lowest.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Preview' })).not.toBeInTheDocument();

    await user.clear(field('Pay up to'));
    await enter(user, field('Pay up to'), '25000');
    expect(await screen.findByText('Shown as: ₹20,000–25,000 a month')).toBeVisible();
    await user.click(button('Preview Job'));
    const job = await screen.findByRole('article', { name: 'Frontend Developer' });
    expect(within(job).getByText('₹20,000–25,000 a month')).toBeInTheDocument();
  });

  it('keeps the period a poster chose when they choose figures again', async () => {
    renderPage();
    const user = await fillRequired();
    await user.selectOptions(field('Pay'), 'paid');
    expect(field('Paid per')).toHaveValue('YEAR');
    await user.selectOptions(field('Paid per'), 'HOUR');
    await user.selectOptions(field('Pay'), 'unpaid');
    await user.selectOptions(field('Type'), 'Internship');
    await user.selectOptions(field('Pay'), 'paid');
    expect(field('Paid per')).toHaveValue('HOUR');
  });

  it("posts the form with the honeypot and the form's ticket, then shows the job, toast and all", async () => {
    let answer: (value: Awaited<ReturnType<typeof postJob>>) => void = () => {};
    vi.mocked(postJob).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    const user = await toPreview();
    await user.click(button('Post Job'));
    expect(button('Posting Job...')).toBeDisabled();
    expect(postJob).toHaveBeenCalledWith(
      { name: 'functions' },
      {
        ...EMPTY_POST_JOB_FORM,
        Title: 'Frontend Developer',
        Company: 'Bytewren Labs',
        ApplyURL: 'https://careers.example.com/frontend',
        Skills: '<ul><li>React</li><li><strong>TypeScript</strong></li></ul>',
        website: '',
        formTicket: 'ticket-1',
      },
    );
    await act(async () => answer({ ok: true, data: { id: 'job-9', held: false } }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/job/job-9');
    expect(screen.getByText('Job "Frontend Developer" posted successfully!')).toHaveAttribute(
      'role',
      'status',
    );
    expect(deletePostJobDraft).toHaveBeenCalled();
  });

  it('says a held job waits for review, without sending the poster to a page nobody can open', async () => {
    vi.mocked(postJob).mockResolvedValue({ ok: true, data: { id: 'job-5', held: true } });
    renderPage();
    const user = await toPreview();
    await user.click(button('Post Job'));
    const heading = await screen.findByRole('heading', { name: 'Your job is waiting for review' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText(/“Frontend Developer” will appear on the board once a moderator/),
    ).toBeInTheDocument();
    expect(screen.getByText('Job "Frontend Developer" sent for review.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(page()).toBeInTheDocument();
    expect(screen.queryByText(/scam/i)).not.toBeInTheDocument();
    expect(deletePostJobDraft).toHaveBeenCalled();

    await user.click(button('Post another job'));
    expect(screen.queryByRole('heading', { name: 'Your job is waiting for review' })).toBeNull();
    expect(field('Title')).toHaveFocus();
  });

  it('asks for the ticket once as the form opens, and for a new one when the server refuses it', async () => {
    vi.mocked(postJob).mockResolvedValueOnce(
      refusal('invalid-argument', { reason: 'form-ticket' }, 'The form is no longer valid.'),
    );
    renderPage();
    const user = await toPreview();
    expect(openPostForm).toHaveBeenCalledTimes(1);
    vi.mocked(openPostForm).mockResolvedValue({ ok: true, data: { ticket: 'ticket-2' } });
    await user.click(button('Post Job'));
    expect(
      await screen.findByText('Failed to create job: The form is no longer valid.', {
        selector: '.form-error p',
      }),
    ).toBeInTheDocument();
    expect(openPostForm).toHaveBeenCalledTimes(2);

    vi.mocked(postJob).mockResolvedValue({ ok: true, data: { id: 'job-2', held: false } });
    await user.click(button('Post Job'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/job/job-2');
    expect(vi.mocked(postJob).mock.calls.map(([, input]) => input.formTicket)).toEqual([
      'ticket-1',
      'ticket-2',
    ]);
  });

  it('says the server could not be reached when no ticket comes, and sends nothing', async () => {
    vi.mocked(openPostForm).mockResolvedValue(refusal('unavailable', null));
    renderPage();
    const user = await toPreview();
    await user.click(button('Post Job'));
    expect(
      await screen.findByText(/the server could not be reached/, { selector: '.form-error p' }),
    ).toBeInTheDocument();
    expect(postJob).not.toHaveBeenCalled();
  });

  it('sends what a program typed into the hidden website field', async () => {
    vi.mocked(postJob).mockResolvedValue({ ok: true, data: { id: 'job-1', held: false } });
    renderPage();
    const honeypot = page().querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await enter(userEvent.setup(), honeypot, 'https://spam.example.com');
    const user = await toPreview();
    await user.click(button('Post Job'));
    expect(vi.mocked(postJob).mock.calls[0]![1].website).toBe('https://spam.example.com');
  });

  const at = new Date(Date.now() + 60 * 60_000).toISOString();
  it.each([
    [
      'the caller is rate-limited',
      refusal('resource-exhausted', { reason: 'rate-limited', retryAt: at, scope: 'caller' }),
      `Failed to create job: you have posted several jobs in a short time. You can post again ${retryTimeText(at)}.`,
    ],
    [
      'everyone is rate-limited',
      refusal('resource-exhausted', { reason: 'rate-limited', retryAt: at, scope: 'everyone' }),
      `Failed to create job: too many jobs are being posted right now. Please try again ${retryTimeText(at)}.`,
    ],
    [
      'it was too fast',
      refusal('failed-precondition', { reason: 'too-fast', waitMs: 1200 }),
      'Failed to create job: it was sent sooner than a person could fill in the form. Please check the job and post it again.',
    ],
    [
      'the server is unavailable',
      refusal('unavailable', null),
      'Failed to create job: the server could not be reached or could not answer. Your draft is kept on this device: please try again in a moment.',
    ],
    [
      'the honeypot was filled',
      refusal('invalid-argument', { reason: 'invalid-fields', fields: {} }, 'Looks automatic.'),
      'Failed to create job: Looks automatic.',
    ],
  ])('says why when %s, in the form and as a toast', async (_case, outcome, message) => {
    vi.mocked(postJob).mockResolvedValue(outcome);
    renderPage();
    const user = await toPreview();
    await user.click(button('Post Job'));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([message, message]);
    expect(within(page()).getByRole('alert')).toHaveClass('form-error');
    expect(button('Post Job')).toBeEnabled();
  });

  it('says a job is posted already, with a link to it', async () => {
    vi.mocked(postJob).mockResolvedValue(
      refusal('already-exists', { reason: 'repost', jobId: 'job-3' }),
    );
    renderPage();
    const user = await toPreview();
    await user.click(button('Post Job'));
    const alert = await within(page()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to create job: this job is posted already and still open.',
    );
    expect(within(alert).getByRole('link', { name: 'See the job already posted' })).toHaveAttribute(
      'href',
      '/job/job-3',
    );
  });

  it("falls back to the spec's words when a refusal says nothing", async () => {
    vi.mocked(postJob).mockResolvedValue(refusal('permission-denied', null, ''));
    renderPage();
    const user = await toPreview();
    await user.click(button('Post Job'));
    expect(await within(page()).findByRole('alert')).toHaveTextContent(/^Failed to create job\.$/);
    expect(screen.getByText('Error posting job')).toHaveAttribute('role', 'alert');
  });

  it("goes back to the form with the server's message at each field, focusing the first", async () => {
    vi.mocked(postJob).mockResolvedValue(
      refusal('invalid-argument', {
        reason: 'invalid-fields',
        fields: {
          Skills: 'Add at least one skill.',
          Title: 'Keep this to 200 characters or fewer.',
        },
      }),
    );
    renderPage();
    const user = await toPreview();
    await user.click(button('Post Job'));
    await screen.findByRole('button', { name: 'Preview Job' });
    expect(field('Title')).toHaveAccessibleDescription('Keep this to 200 characters or fewer.');
    expect(field('Skills Required')).toHaveAccessibleDescription('Add at least one skill.');
    await waitFor(() => expect(field('Title')).toHaveFocus());
    expect(within(page()).getByRole('alert')).toHaveTextContent(
      'Failed to create job: some fields need changing. Each one says what is wrong.',
    );
  });

  it('clears the form error as soon as a field is edited', async () => {
    vi.mocked(postJob).mockResolvedValue(refusal('unavailable', null));
    renderPage();
    const user = await toPreview();
    await user.click(button('Post Job'));
    await within(page()).findByRole('alert');
    await user.click(button('Edit'));
    expect(within(page()).getByRole('alert')).toHaveTextContent('Failed to create job');
    await enter(user, field('Batch'), '2025');
    expect(within(page()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offline, says posting needs a connection and disables Post Job, saying why', async () => {
    renderPage();
    setOnline(false);
    expect(screen.getByText(/Posting a job needs a connection/)).toHaveTextContent(
      'your draft is kept on this device',
    );
    await toPreview();
    expect(button('Post Job')).toBeDisabled();
    expect(button('Post Job')).toHaveAccessibleDescription(
      expect.stringContaining('Posting a job needs a connection'),
    );
    setOnline(true);
    expect(button('Post Job')).toBeEnabled();
  });

  it('tells a guest that logging in first, or an address, lets them manage the job, and comes back here', async () => {
    renderPage();
    expect(page()).toHaveTextContent(
      'Log in first, or leave an e-mail address to manage this job by, if you want to close or extend it later',
    );
    expect(field('E-mail to manage this job')).toHaveAccessibleDescription(
      /Optional, never shown\. 14 days after posting/,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login from /postjob');
  });

  it('says nothing of logging in to a signed-in user', () => {
    vi.mocked(useSession).mockReturnValue({
      status: 'signed-in',
      user: { uid: 'u1', name: 'Asha', email: 'asha@example.com', emailVerified: true },
    } satisfies Session);
    renderPage();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    // They are asked at their account's address.
    expect(screen.queryByLabelText(labelled('E-mail to manage this job'))).not.toBeInTheDocument();
  });
});

describe('PostJobPage drafts', () => {
  const savedAt = new Date(2026, 0, 5, 14, 35);

  it('restores the draft kept on this device and says when it was saved', async () => {
    // The draft's save waits on a timer: this test owns the clock, and moves it past that wait.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.mocked(loadPostJobDraft).mockResolvedValue({
      values: {
        ...EMPTY_POST_JOB_FORM,
        Title: 'Data Analyst',
        Skills: '<p>SQL</p>',
        openDays: '7',
      },
      savedAt,
    });
    renderPage();
    expect(
      await screen.findByText(
        `Draft restored: it was saved ${retryTimeText(savedAt.toISOString())}.`,
      ),
    ).toHaveAttribute('role', 'status');
    expect(field('Title')).toHaveValue('Data Analyst');
    expect(await screen.findByLabelText(labelled('Skills Required'))).toHaveValue('<p>SQL</p>');
    expect(field('Keep it open for')).toHaveValue('7');
    // Restoring is no change of the visitor's: nothing is written back, even once the wait is over.
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS));
    expect(savePostJobDraft).not.toHaveBeenCalled();
  });

  it('saves shortly after typing stops, and at once when the page is left', async () => {
    const { unmount } = renderPage();
    await userEvent.type(field('Title'), 'QA');
    await waitFor(() =>
      expect(savePostJobDraft).toHaveBeenCalledWith(
        expect.objectContaining({ Title: 'QA' }),
        expect.any(Date),
      ),
    );
    expect(savePostJobDraft).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Your draft is kept on this device \(saved/)).toBeVisible();
    await userEvent.type(field('Company'), 'Acme');
    unmount();
    expect(savePostJobDraft).toHaveBeenLastCalledWith(
      expect.objectContaining({ Title: 'QA', Company: 'Acme' }),
      expect.any(Date),
    );
  });

  it('writes the last keystrokes synchronously too when the page goes (a reload, a closed tab)', async () => {
    renderPage();
    await userEvent.type(field('Title'), 'QA');
    expect(stashPostJobDraft).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(stashPostJobDraft).toHaveBeenCalledWith(
      expect.objectContaining({ Title: 'QA' }),
      expect.any(Date),
    );
    expect(savePostJobDraft).toHaveBeenCalledWith(
      expect.objectContaining({ Title: 'QA' }),
      expect.any(Date),
    );
  });

  it('writes a save not yet committed synchronously when the page goes, and nothing once it is', async () => {
    let commit = () => {};
    vi.mocked(savePostJobDraft).mockReturnValueOnce(
      new Promise<void>((resolve) => {
        commit = resolve;
      }),
    );
    renderPage();
    await userEvent.type(field('Title'), 'QA');
    await waitFor(() => expect(savePostJobDraft).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('pagehide'));
    expect(stashPostJobDraft).toHaveBeenCalledWith(
      expect.objectContaining({ Title: 'QA' }),
      vi.mocked(savePostJobDraft).mock.calls[0]![1],
    );

    commit();
    expect(await screen.findByText(/Your draft is kept on this device \(saved/)).toBeVisible();
    vi.mocked(stashPostJobDraft).mockClear();
    window.dispatchEvent(new Event('pagehide'));
    expect(stashPostJobDraft).not.toHaveBeenCalled();
  });

  it('discards the draft only after a confirmation', async () => {
    vi.mocked(loadPostJobDraft).mockResolvedValue({
      values: { ...EMPTY_POST_JOB_FORM, Title: 'Data Analyst' },
      savedAt,
    });
    renderPage();
    await screen.findByDisplayValue('Data Analyst');
    await userEvent.click(button('Discard draft'));
    const dialog = screen.getByRole('dialog', { name: 'Discard this draft?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep draft' }));
    expect(field('Title')).toHaveValue('Data Analyst');
    expect(deletePostJobDraft).not.toHaveBeenCalled();

    await userEvent.click(button('Discard draft'));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Title')).toHaveValue('');
    expect(field('Title')).toHaveFocus();
    expect(deletePostJobDraft).toHaveBeenCalled();
    expect(screen.getByText('Draft discarded.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
  });

  it('works on when this device cannot keep a draft, saying so once in the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(loadPostJobDraft).mockRejectedValue(new Error('IndexedDB is off'));
    vi.mocked(savePostJobDraft).mockRejectedValue(new Error('IndexedDB is off'));
    renderPage();
    await userEvent.type(field('Title'), 'QA');
    await waitFor(() => expect(savePostJobDraft).toHaveBeenCalled());
    await userEvent.type(field('Company'), 'Acme');
    await waitFor(() => expect(savePostJobDraft).toHaveBeenCalledTimes(2));
    expect(log).toHaveBeenCalledTimes(1);
    expect(field('Company')).toHaveValue('Acme');
  });
});
