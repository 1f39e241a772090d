import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToastType } from './toast';
import { ToastProvider, useToast } from './toast';

function Trigger({ message, type }: { message: string; type?: ToastType }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(message, type)}>
      Show {message}
    </button>
  );
}

function setup(triggers: { message: string; type?: ToastType }[]) {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      {triggers.map((trigger) => (
        <Trigger key={trigger.message} {...trigger} />
      ))}
    </ToastProvider>,
  );
  return user;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

const progressWidth = () =>
  (document.querySelector('.toast-progress-bar') as HTMLElement | null)?.style.width;

describe('ToastProvider', () => {
  // Only the toast's clock is faked: Testing Library waits on real timeouts between events.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('shows a success message politely, with a close button and a full bar', async () => {
    const user = setup([{ message: 'Job link copied!', type: 'success' }]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close notification' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show Job link copied!' }));

    expect(screen.getByRole('status')).toHaveTextContent('Job link copied!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeVisible();
    expect(progressWidth()).toBe('100%');
  });

  it('treats a message without a type as an error, announced at once', async () => {
    const user = setup([{ message: 'Error posting job' }]);
    await user.click(screen.getByRole('button', { name: 'Show Error posting job' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error posting job');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shrinks the bar tick by tick and closes after six seconds', async () => {
    const user = setup([{ message: 'Saved', type: 'success' }]);
    await user.click(screen.getByRole('button', { name: 'Show Saved' }));
    // The click left the pointer on the trigger, not on the toast.

    wait(100);
    expect(progressWidth()).toBe(`${(5900 / 6000) * 100}%`);
    wait(2900);
    expect(progressWidth()).toBe('50%');
    wait(2900);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    wait(100);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close notification' })).not.toBeInTheDocument();
  });

  it('closes on the close button', async () => {
    const user = setup([{ message: 'Failed' }]);
    await user.click(screen.getByRole('button', { name: 'Show Failed' }));
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close notification' })).not.toBeInTheDocument();
  });

  it('shows one toast at a time: a new one replaces the old and starts a full six seconds', async () => {
    const user = setup([{ message: 'First' }, { message: 'Second', type: 'success' }]);
    await user.click(screen.getByRole('button', { name: 'Show First' }));
    wait(4000);
    await user.click(screen.getByRole('button', { name: 'Show Second' }));

    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    expect(screen.getAllByRole('button', { name: 'Close notification' })).toHaveLength(1);
    expect(progressWidth()).toBe('100%');

    wait(4000);
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    wait(2000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('holds still while the pointer rests on it', async () => {
    const user = setup([{ message: 'Read me' }]);
    await user.click(screen.getByRole('button', { name: 'Show Read me' }));
    wait(1000);
    await user.hover(screen.getByRole('alert'));
    wait(20_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Read me');

    await user.unhover(screen.getByRole('alert'));
    wait(5000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('holds still while its close button has keyboard focus', async () => {
    const user = setup([{ message: 'Read me' }]);
    await user.click(screen.getByRole('button', { name: 'Show Read me' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    wait(20_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Read me');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('useToast', () => {
  it('says what is missing when used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message="x" />)).toThrow(/inside a <ToastProvider>/);
    vi.mocked(console.error).mockRestore();
  });
});
