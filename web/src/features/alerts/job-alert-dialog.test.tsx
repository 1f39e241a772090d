import { EMAIL_MESSAGE } from '@portal/domain/alerts/alert';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, type Session } from '@/lib/account/session';
import { subscribe } from './api/alerts';
import { EMPTY_FILTER, type JobFilter } from '@portal/domain/jobs/job-list';
import { setOnline } from '@/test/network';
import { renderPage } from '@/test/render';
import { MIN_PAY_NOTE } from '@/components/forms/pay-fields';
import { JobAlertButton } from './job-alert-button';

vi.mock('@/lib/firebase/firebase-services', () => ({
  useFunctions: () => ({ name: 'functions' }),
}));
vi.mock('./api/alerts', () => ({ subscribe: vi.fn() }));
vi.mock('@/lib/account/session', () => ({ useSession: vi.fn() }));

const GUEST: Session = { status: 'signed-out' };
const MEERA: Session = {
  status: 'signed-in',
  user: { uid: 'u1', name: 'Meera', email: 'meera@example.com', emailVerified: true },
};

const filter = { query: ' react ', countries: ['India'], cities: ['Pune', 'Bengaluru'] };

async function openDialog(
  session: Session,
  type: 'Job' | 'Internship' = 'Job',
  listFilter: JobFilter = filter,
) {
  vi.mocked(useSession).mockReturnValue(session);
  renderPage(<JobAlertButton filter={listFilter} type={type} />);
  await userEvent.click(screen.getByRole('button', { name: 'E-mail me jobs like these' }));
  return screen.findByRole('dialog', { name: 'E-mail me jobs like these' });
}

const emailField = () => screen.getByRole('textbox', { name: /Your e-mail address/ });
const minimumField = () => screen.getByRole('textbox', { name: 'Minimum pay' });
const description = () => document.querySelector('.job-alert-search');

describe('JobAlertButton and its dialog', () => {
  beforeEach(() => vi.mocked(subscribe).mockReset());
  afterEach(() => vi.restoreAllMocks());

  it('is not offered on a list with nothing searched for', () => {
    vi.mocked(useSession).mockReturnValue(GUEST);
    renderPage(<JobAlertButton filter={EMPTY_FILTER} type="Job" />);
    expect(screen.queryByRole('button', { name: /E-mail me/ })).not.toBeInTheDocument();
  });

  it('opens with the focus inside, says what it will mail, and closes on Escape', async () => {
    const dialog = await openDialog(GUEST, 'Internship');
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveTextContent('Internships matching “react” in Bengaluru, Pune, India');
    expect(emailField()).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-mail me jobs like these' })).toHaveFocus();
  });

  it('fills in a signed-in user’s address and sends the search as one alert', async () => {
    vi.mocked(subscribe).mockResolvedValue({ ok: true, data: { status: 'check-inbox' } });
    await openDialog(MEERA);
    expect(emailField()).toHaveValue('meera@example.com');
    expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(subscribe).toHaveBeenCalledWith(
      { name: 'functions' },
      {
        email: 'meera@example.com',
        search: {
          query: 'react',
          countries: ['India'],
          cities: ['Bengaluru', 'Pune'],
          type: 'Job',
        },
        frequency: 'weekly',
      },
    );
    expect(
      await screen.findByText(
        'Almost done: check your inbox at meera@example.com and confirm this alert within 7 days.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says while it works, and gives a bad address the schema’s message at the field', async () => {
    let answer!: (value: Awaited<ReturnType<typeof subscribe>>) => void;
    vi.mocked(subscribe).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await openDialog(GUEST);
    await userEvent.type(emailField(), 'meera@');
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(screen.getByRole('button', { name: 'Creating alert...' })).toBeDisabled();
    answer({
      ok: false,
      refusal: {
        code: 'invalid-argument',
        message: EMAIL_MESSAGE,
        details: { reason: 'invalid-fields', fields: { email: EMAIL_MESSAGE } },
      },
    });
    expect(await screen.findByText(EMAIL_MESSAGE)).toBeVisible();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription(expect.stringContaining(EMAIL_MESSAGE));
    expect(emailField()).toHaveFocus();
  });

  it('says when the caller may subscribe again after too many tries', async () => {
    const retryAt = new Date(Date.now() + 30 * 60_000).toISOString();
    vi.mocked(subscribe).mockResolvedValue({
      ok: false,
      refusal: {
        code: 'resource-exhausted',
        message: 'Too many',
        details: { reason: 'rate-limited', retryAt, scope: 'caller' },
      },
    });
    await openDialog(GUEST);
    await userEvent.type(emailField(), 'meera@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Subscription failed: you have subscribed several times in a short time\. You can subscribe again (at|on) /,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('starts from the list’s pay, says it, and sends it with the search', async () => {
    vi.mocked(subscribe).mockResolvedValue({ ok: true, data: { status: 'check-inbox' } });
    await openDialog(MEERA, 'Job', {
      query: 'chef',
      countries: [],
      cities: [],
      showsPay: true,
      minPay: { amount: 25_000, per: 'month' },
    });
    const pay = screen.getByRole('group', { name: 'Pay' });
    expect(within(pay).getByRole('checkbox', { name: 'Shows pay' })).toBeChecked();
    expect(minimumField()).toHaveValue('25000');
    expect(screen.getByRole('combobox', { name: 'Minimum pay per' })).toHaveValue('month');
    expect(minimumField()).toHaveAccessibleDescription(MIN_PAY_NOTE);
    expect(description()).toHaveTextContent('Jobs matching “chef” paying at least ₹25,000 a month');
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(subscribe).toHaveBeenCalledWith(
      { name: 'functions' },
      {
        email: 'meera@example.com',
        search: {
          query: 'chef',
          countries: [],
          cities: [],
          type: 'Job',
          showsPay: true,
          minPay: { amount: 25_000, per: 'month' },
        },
        frequency: 'daily',
      },
    );
  });

  it('lets the reader ask a minimum pay on a list with none, by keyboard', async () => {
    vi.mocked(subscribe).mockResolvedValue({ ok: true, data: { status: 'check-inbox' } });
    await openDialog(MEERA, 'Internship');
    expect(description()).toHaveTextContent(
      'Internships matching “react” in Bengaluru, Pune, India',
    );
    expect(screen.getByRole('checkbox', { name: 'Shows pay' })).not.toBeChecked();
    expect(minimumField()).toHaveValue('');
    // Tab from the dialog reaches the pay controls after its close mark, in the order they read.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Shows pay' })).toHaveFocus();
    await userEvent.tab();
    expect(minimumField()).toHaveFocus();
    await userEvent.keyboard('15,000');
    await userEvent.tab();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Minimum pay per' }),
      'month',
    );
    expect(description()).toHaveTextContent(
      'Internships matching “react” in Bengaluru, Pune, India paying at least ₹15,000 a month',
    );
    // Enter in the minimum's field creates the alert, as in any form.
    await userEvent.type(minimumField(), '{Enter}');
    expect(subscribe).toHaveBeenCalledWith(
      { name: 'functions' },
      expect.objectContaining({
        search: {
          query: 'react',
          countries: ['India'],
          cities: ['Bengaluru', 'Pune'],
          type: 'Internship',
          minPay: { amount: 15_000, per: 'month' },
        },
      }),
    );
  });

  it('sends a list’s pay filter no more once the reader clears it', async () => {
    vi.mocked(subscribe).mockResolvedValue({ ok: true, data: { status: 'check-inbox' } });
    await openDialog(MEERA, 'Job', {
      ...filter,
      showsPay: true,
      minPay: { amount: 9, per: 'year' },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Shows pay' }));
    await userEvent.clear(minimumField());
    expect(description()).toHaveTextContent(/^Jobs matching “react” in Bengaluru, Pune, India$/);
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(vi.mocked(subscribe).mock.calls[0]![1].search).toEqual({
      query: 'react',
      countries: ['India'],
      cities: ['Bengaluru', 'Pune'],
      type: 'Job',
    });
  });

  it.each([
    ['25k', 'Enter the minimum pay as a whole number of rupees, such as 25000.'],
    ['-25000', 'Enter the minimum pay as a whole number of rupees, such as 25000.'],
    ['0', 'Enter a minimum pay of at least ₹1.'],
  ])('says why %j is no minimum, at the field, and subscribes nothing', async (typed, message) => {
    await openDialog(GUEST);
    await userEvent.type(emailField(), 'meera@example.com');
    await userEvent.type(minimumField(), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(minimumField()).toHaveAttribute('aria-invalid', 'true');
    expect(minimumField()).toHaveAccessibleDescription(`${message} ${MIN_PAY_NOTE}`);
    expect(minimumField()).toHaveFocus();
    expect(subscribe).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Mended, the line goes.
    await userEvent.clear(minimumField());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(minimumField()).not.toHaveAttribute('aria-invalid');
  });

  it('says before a try that it needs a connection', async () => {
    await openDialog(GUEST);
    setOnline(false);
    expect(
      screen.getByText(/^You are offline\. Creating an alert needs a connection;/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create alert' })).toBeDisabled();
  });
});
