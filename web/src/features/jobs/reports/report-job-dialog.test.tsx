import { retryTimeText } from '@/lib/firebase/callables';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportJob } from './api/report-job';
import { setOnline } from '@/test/network';
import { renderPage } from '@/test/render';
import { ReportJobDialog } from './report-job-dialog';

vi.mock('@/lib/firebase/firebase-services', () => ({
  useFunctions: () => ({ name: 'functions' }),
}));
vi.mock('./api/report-job', () => ({ reportJob: vi.fn() }));

function renderDialog() {
  const onClose = vi.fn();
  const onReported = vi.fn();
  renderPage(
    <ReportJobDialog
      open
      jobId="job-7"
      jobTitle="Frontend Developer"
      onClose={onClose}
      onReported={onReported}
    />,
  );
  return { onClose, onReported };
}

describe('ReportJobDialog', () => {
  beforeEach(() => vi.mocked(reportJob).mockReset());
  afterEach(() => vi.restoreAllMocks());

  it('asks for a reason before sending anything', async () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Report this job' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Choose why you are reporting this job.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Asks for money' })).toHaveFocus();
    expect(reportJob).not.toHaveBeenCalled();
  });

  it('sends the reason and the trimmed note, thanks the reporter and closes', async () => {
    vi.mocked(reportJob).mockResolvedValue({ ok: true, data: { outcome: 'reported' } });
    const { onClose, onReported } = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Asks for money' }));
    await userEvent.type(screen.getByLabelText(/Anything else/), '  Asks for a fee  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(reportJob).toHaveBeenCalledWith(
      { name: 'functions' },
      { jobId: 'job-7', reason: 'asks-for-money', note: 'Asks for a fee' },
    );
    expect(
      await screen.findByText('Thank you: your report was sent, and we will look at this job.'),
    ).toBeVisible();
    expect(onReported).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when this person had reported the job already', async () => {
    vi.mocked(reportJob).mockResolvedValue({ ok: true, data: { outcome: 'already-reported' } });
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Job closed or filled' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You have already reported this job. Thank you.')).toBeVisible();
  });

  it('says when the reporter may try again after too many reports, and clears it on an edit', async () => {
    const retryAt = new Date(Date.now() + 30 * 60_000).toISOString();
    vi.mocked(reportJob).mockResolvedValue({
      ok: false,
      refusal: {
        code: 'resource-exhausted',
        message: 'Too many reports',
        details: { reason: 'rate-limited', retryAt, scope: 'caller' },
      },
    });
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    // "at 14:35" today, "on 26 Nov at 00:21" past midnight: the text the dialog's helper writes.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `a lot of reports in a short time. You can send another ${retryTimeText(retryAt)}.`,
    );
    await userEvent.type(screen.getByLabelText(/Anything else/), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts the note near its limit of 500 characters', async () => {
    renderDialog();
    const note = screen.getByLabelText(/Anything else/);
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(399));
    expect(screen.queryByText(/\/ 500 characters/)).not.toBeInTheDocument();
    await userEvent.type(note, 'x');
    expect(screen.getByText('400 / 500 characters')).toBeInTheDocument();
    expect(note).toHaveAttribute('maxLength', '500');
  });

  it('offline, says a report needs a connection and does not try', () => {
    setOnline(false);
    renderDialog();
    expect(screen.getByText(/Sending a report needs a connection/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send report' })).toBeDisabled();
  });
});
