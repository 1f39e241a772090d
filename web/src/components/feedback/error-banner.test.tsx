import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBannerProvider, useErrorBanner } from './error-banner';

function Controls() {
  const { showError, clearError } = useErrorBanner();
  return (
    <>
      <button type="button" onClick={() => showError('Fetching jobs failed')}>
        Fail fetch
      </button>
      <button type="button" onClick={() => showError('Subscription failed')}>
        Fail subscribe
      </button>
      <button type="button" onClick={clearError}>
        Clear
      </button>
    </>
  );
}

function setup() {
  render(
    <ErrorBannerProvider>
      <Controls />
    </ErrorBannerProvider>,
  );
  return userEvent.setup();
}

describe('ErrorBannerProvider', () => {
  it('shows nothing until there is an error', () => {
    setup();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Dismiss/ })).not.toBeInTheDocument();
  });

  it('announces the error and dismisses it on a click', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Fail fetch' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Fetching jobs failed');

    await user.click(screen.getByRole('button', { name: 'Fetching jobs failed Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('dismisses from the keyboard', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Fail fetch' }));
    screen.getByRole('button', { name: /Dismiss/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Fetching jobs failed')).not.toBeInTheDocument();
  });

  it('shows the latest error only', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Fail fetch' }));
    await user.click(screen.getByRole('button', { name: 'Fail subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Subscription failed');
    expect(screen.queryByText('Fetching jobs failed')).not.toBeInTheDocument();
  });

  it('clears on request', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Fail fetch' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('useErrorBanner', () => {
  it('says what is missing when used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Controls />)).toThrow(/inside an <ErrorBannerProvider>/);
    vi.mocked(console.error).mockRestore();
  });
});
