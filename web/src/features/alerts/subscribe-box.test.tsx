import { CONFIRMATION_VALID_MS } from '@portal/domain/alerts/alert';
import { DAY_MS } from '@portal/domain/jobs/job-expiry';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useErrorBanner } from '@/components/feedback/error-banner';
import type { SubscribeAnswer } from './api/every-new-job';
import { SubscribeServiceContext, type SubscribeService } from './api/subscribe-service';
import { setOnline } from '@/test/network';
import { renderPage } from '@/test/render';
import { SUBSCRIBED_BANNER, SUBSCRIBED_TOAST, SubscribeBox } from './subscribe-box';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Puts a message in the global banner, as another part of the page would. */
function RaiseError() {
  const { showError } = useErrorBanner();
  return (
    <button type="button" onClick={() => showError('Fetching jobs failed')}>
      Raise
    </button>
  );
}

function renderBox(service: SubscribeService) {
  renderPage(
    <SubscribeServiceContext.Provider value={service}>
      <RaiseError />
      <SubscribeBox />
    </SubscribeServiceContext.Provider>,
  );
  return {
    field: screen.getByRole('textbox', { name: 'E-mail address' }),
    button: () => screen.getByRole('button', { name: /^Subscrib/ }),
  };
}

const banner = () => document.querySelector('.error-banner-region');

describe('SubscribeBox', () => {
  it('does nothing with an empty box', async () => {
    const service = vi.fn<SubscribeService>();
    const { field, button } = renderBox(service);
    await userEvent.click(button());
    await userEvent.type(field, '   {Enter}');
    expect(service).not.toHaveBeenCalled();
    expect(banner()).toBeEmptyDOMElement();
    expect(document.querySelector('.subscribe-status')).toBeEmptyDOMElement();
  });

  it('says it is working while it works', async () => {
    let answer!: (value: SubscribeAnswer) => void;
    const service = vi.fn<SubscribeService>(() => new Promise((resolve) => (answer = resolve)));
    const { field, button } = renderBox(service);
    await userEvent.type(field, ' meera@example.com ');
    await userEvent.click(button());
    expect(service).toHaveBeenCalledWith('meera@example.com');
    expect(button()).toHaveTextContent('Subscribing...');
    expect(button()).toBeDisabled();
    await act(async () => answer({ ok: true }));
    expect(button()).toHaveTextContent('Subscribe');
    expect(button()).toBeEnabled();
  });

  it('on success: the green banner for 3 s, the toast, and the global error cleared', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { field, button } = renderBox(vi.fn<SubscribeService>().mockResolvedValue({ ok: true }));
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    expect(banner()).toHaveTextContent('Fetching jobs failed');

    await user.type(field, 'meera@example.com');
    await user.click(button());
    expect(await screen.findByText(SUBSCRIBED_BANNER)).toBeVisible();
    expect(screen.getByText(SUBSCRIBED_TOAST)).toHaveTextContent(
      /^Congratulations! You have subscribed to the product$/,
    );
    expect(banner()).toBeEmptyDOMElement();
    expect(field).toHaveValue('');

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText(SUBSCRIBED_BANNER)).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(SUBSCRIBED_BANNER)).not.toBeInTheDocument();
  });

  it('tells the user to confirm within as long as the link works', () => {
    expect(SUBSCRIBED_BANNER).toContain(`within ${CONFIRMATION_VALID_MS / DAY_MS} days`);
  });

  it('says Subscription failed in the global banner, with why', async () => {
    const service = vi.fn<SubscribeService>().mockResolvedValue({
      ok: false,
      failure: { reason: 'too many people are subscribing right now. Please try again at 14:35.' },
    });
    const { field, button } = renderBox(service);
    await userEvent.type(field, 'meera@example.com');
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Subscription failed: too many people are subscribing right now. Please try again at 14:35.',
    );
    expect(screen.queryByText(SUBSCRIBED_BANNER)).not.toBeInTheDocument();
    expect(field).toHaveValue('meera@example.com');
  });

  it('says Subscription failed when what subscribing needs does not load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { field, button } = renderBox(vi.fn<SubscribeService>().mockRejectedValue(new Error()));
    await userEvent.type(field, 'meera@example.com');
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Subscription failed: /);
  });

  it('gives an address that is not one a clear message at the field', async () => {
    const message = 'Enter an e-mail address like name@example.com.';
    const { field, button } = renderBox(
      vi.fn<SubscribeService>().mockResolvedValue({
        ok: false,
        failure: { email: message, reason: message },
      }),
    );
    await userEvent.type(field, 'meera@');
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveFocus();
    expect(banner()).toBeEmptyDOMElement();
    await userEvent.type(field, 'example.com');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('says before a try that subscribing needs a connection', () => {
    const { button } = renderBox(vi.fn<SubscribeService>());
    setOnline(false);
    expect(screen.getByText(/^You are offline\. Subscribing needs a connection;/)).toBeVisible();
    expect(button()).toBeDisabled();
    setOnline(true);
    expect(button()).toBeEnabled();
  });
});
