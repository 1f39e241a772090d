import type { AlertSummary } from '@portal/domain/alerts/alert';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteAlert, listAlerts, updateAlert } from './api/alerts';
import type { CallOutcome } from '@/lib/firebase/callables';
import { setOnline } from '@/test/network';
import { renderPage } from '@/test/render';
import AlertsPage from './alerts-page';

vi.mock('@/lib/firebase/firebase-services', () => {
  const functions = { name: 'functions' };
  return { useFunctions: () => functions };
});
// A verified account: verify-address.test.tsx covers the others.
vi.mock('@/lib/account/session', () => ({
  useSession: () => ({
    status: 'signed-in',
    user: { uid: 'u1', name: 'Meera', email: 'meera@example.com', emailVerified: true },
  }),
  useAuthActions: () => ({}),
}));
vi.mock('./api/alerts', () => ({
  listAlerts: vi.fn(),
  updateAlert: vi.fn(),
  deleteAlert: vi.fn(),
}));

const REACT_IN_INDIA: AlertSummary = {
  id: 'a1',
  email: 'meera@example.com',
  search: { query: 'react', countries: ['India'], cities: [], type: 'Job' },
  frequency: 'daily',
  confirmed: true,
  paused: false,
  createdAt: '2026-11-01T09:00:00.000Z',
  lastSentAt: '2026-11-20T07:00:00.000Z',
};
const EVERY_JOB: AlertSummary = {
  ...REACT_IN_INDIA,
  id: 'a2',
  search: null,
  confirmed: false,
  lastSentAt: null,
};

const UNAVAILABLE = {
  ok: false,
  refusal: { code: 'unavailable', message: '', details: null },
} as const;

/** A call that answers when the test says so. */
function deferred<T>() {
  let settle!: (value: CallOutcome<T>) => void;
  const promise = new Promise<CallOutcome<T>>((resolve) => (settle = resolve));
  return { promise, settle: (value: CallOutcome<T>) => act(async () => settle(value)) };
}

function listing(alerts: AlertSummary[]) {
  vi.mocked(listAlerts).mockResolvedValue({ ok: true, data: { alerts } });
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('AlertsPage', () => {
  beforeEach(() => {
    vi.mocked(listAlerts).mockReset();
    vi.mocked(updateAlert).mockReset();
    vi.mocked(deleteAlert).mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists each alert by its search, linking to that list, with its state', async () => {
    listing([REACT_IN_INDIA, EVERY_JOB]);
    renderPage(<AlertsPage />, { route: '/alerts' });
    expect(screen.getByText('Loading your alerts...')).toBeInTheDocument();
    expect(document.title).toBe('Job alerts | Job Portal');
    const first = await screen.findByRole('listitem', { name: 'Jobs matching “react” in India' });
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/?q=react&country=India');
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('To meera@example.com')).toBeInTheDocument();
    const second = row('Every new job and internship');
    expect(within(second).getByRole('link')).toHaveAttribute('href', '/');
    expect(
      within(second).getByText('Waiting for confirmation — check your inbox'),
    ).toBeInTheDocument();
  });

  it('says the pay an alert asks for, and links to the list that shows it', async () => {
    listing([
      {
        ...REACT_IN_INDIA,
        search: { ...REACT_IN_INDIA.search!, minPay: { amount: 25_000, per: 'month' } },
      },
      {
        ...EVERY_JOB,
        search: { query: '', countries: [], cities: [], type: null, showsPay: true },
      },
    ]);
    renderPage(<AlertsPage />, { route: '/alerts' });
    const paying = await screen.findByRole('listitem', {
      name: 'Jobs matching “react” in India paying at least ₹25,000 a month',
    });
    expect(within(paying).getByRole('link')).toHaveAttribute(
      'href',
      '/?q=react&country=India&minpay=25000&per=month',
    );
    expect(
      within(paying).getByRole('button', {
        name: 'Pause Jobs matching “react” in India paying at least ₹25,000 a month',
      }),
    ).toBeInTheDocument();
    expect(within(row('Jobs and internships that show pay')).getByRole('link')).toHaveAttribute(
      'href',
      '/?pay=shown',
    );
  });

  it('says there are no alerts yet, and how to make one', async () => {
    listing([]);
    renderPage(<AlertsPage />, { route: '/alerts' });
    expect(await screen.findByText('No alerts yet')).toBeInTheDocument();
    expect(screen.getByText('No alerts yet').parentElement).toHaveTextContent(
      'then press ‘E-mail me jobs like these’',
    );
    expect(screen.getByRole('link', { name: 'Latest Jobs' })).toHaveAttribute('href', '/');
  });

  it('says when the alerts could not be loaded, and tries again', async () => {
    vi.mocked(listAlerts).mockResolvedValueOnce(UNAVAILABLE);
    renderPage(<AlertsPage />, { route: '/alerts' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your alerts could not be loaded. The server could not be reached',
    );
    listing([REACT_IN_INDIA]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('listitem', { name: 'Jobs matching “react” in India' }),
    ).toBeInTheDocument();
  });

  it('waits for a connection to load, and says so', async () => {
    listing([REACT_IN_INDIA]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPage(<AlertsPage />, { route: '/alerts' });
    expect(screen.getByText(/You are offline\. Your alerts will load/)).toBeInTheDocument();
    expect(listAlerts).not.toHaveBeenCalled();
    setOnline(true);
    expect(
      await screen.findByRole('listitem', { name: 'Jobs matching “react” in India' }),
    ).toBeInTheDocument();
  });

  it('pauses at once, and says so once the server has it', async () => {
    listing([REACT_IN_INDIA]);
    const call = deferred<{ alert: AlertSummary | null }>();
    vi.mocked(updateAlert).mockReturnValue(call.promise);
    renderPage(<AlertsPage />, { route: '/alerts' });
    const item = await screen.findByRole('listitem', { name: 'Jobs matching “react” in India' });
    await userEvent.click(within(item).getByRole('button', { name: /^Pause/ }));
    expect(updateAlert).toHaveBeenCalledWith({ name: 'functions' }, { id: 'a1', paused: true });
    expect(within(item).getByText('Paused')).toBeInTheDocument();
    expect(within(item).getByText('Saving...')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: /^Resume/ })).toBeInTheDocument();
    await call.settle({ ok: true, data: { alert: { ...REACT_IN_INDIA, paused: true } } });
    expect(screen.getByText('Alert paused: no mails until you resume it.')).toBeInTheDocument();
    expect(within(item).queryByText('Saving...')).not.toBeInTheDocument();
    expect(within(item).getByText('Paused')).toBeInTheDocument();
  });

  it('puts the frequency back and says why when the server refuses', async () => {
    listing([REACT_IN_INDIA]);
    const call = deferred<{ alert: AlertSummary | null }>();
    vi.mocked(updateAlert).mockReturnValue(call.promise);
    renderPage(<AlertsPage />, { route: '/alerts' });
    const item = await screen.findByRole('listitem', { name: 'Jobs matching “react” in India' });
    const often = within(item).getByRole('combobox', { name: 'How often' });
    await userEvent.selectOptions(often, 'Weekly');
    expect(updateAlert).toHaveBeenCalledWith(
      { name: 'functions' },
      { id: 'a1', frequency: 'weekly' },
    );
    expect(often).toHaveValue('weekly');
    await call.settle(UNAVAILABLE);
    expect(often).toHaveValue('daily');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The change was not saved. The server could not be reached',
    );
  });

  it('drops an alert the server no longer has', async () => {
    listing([REACT_IN_INDIA]);
    vi.mocked(updateAlert).mockResolvedValue({
      ok: false,
      refusal: { code: 'not-found', message: '', details: null },
    });
    renderPage(<AlertsPage />, { route: '/alerts' });
    const item = await screen.findByRole('listitem', { name: 'Jobs matching “react” in India' });
    await userEvent.click(within(item).getByRole('button', { name: /^Pause/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/no longer exists/);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('deletes after asking, at once, and brings the alert back if the server refuses', async () => {
    listing([REACT_IN_INDIA, EVERY_JOB]);
    const call = deferred<{ alert: AlertSummary | null }>();
    vi.mocked(deleteAlert).mockReturnValue(call.promise);
    renderPage(<AlertsPage />, { route: '/alerts' });
    const item = await screen.findByRole('listitem', { name: 'Jobs matching “react” in India' });
    await userEvent.click(within(item).getByRole('button', { name: /^Delete/ }));
    const yes = within(item).getByRole('button', { name: 'Yes, delete' });
    expect(yes).toHaveFocus();
    await userEvent.click(yes);
    expect(deleteAlert).toHaveBeenCalledWith({ name: 'functions' }, { id: 'a1' });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Job alerts' })).toHaveFocus();
    await call.settle(UNAVAILABLE);
    const items = screen.getAllByRole('listitem');
    expect(items.map((each) => each.getAttribute('aria-labelledby'))).toEqual([
      'alert-a1',
      'alert-a2',
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('The alert was not deleted.');
  });

  it('keeps an alert after Keep it, giving the focus back to Delete', async () => {
    listing([REACT_IN_INDIA]);
    renderPage(<AlertsPage />, { route: '/alerts' });
    const item = await screen.findByRole('listitem', { name: 'Jobs matching “react” in India' });
    await userEvent.click(within(item).getByRole('button', { name: /^Delete/ }));
    await userEvent.click(within(item).getByRole('button', { name: 'Keep it' }));
    expect(within(item).getByRole('button', { name: /^Delete/ })).toHaveFocus();
    expect(deleteAlert).not.toHaveBeenCalled();
  });

  it('says before a try that changes need a connection', async () => {
    listing([REACT_IN_INDIA]);
    renderPage(<AlertsPage />, { route: '/alerts' });
    const item = await screen.findByRole('listitem', { name: 'Jobs matching “react” in India' });
    setOnline(false);
    expect(screen.getByText(/Changing your alerts needs a connection/)).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: /^Pause/ })).toBeDisabled();
  });
});
