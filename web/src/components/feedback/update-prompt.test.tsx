import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdatePrompt } from './update-prompt';

vi.mock('virtual:pwa-register/react', () => ({ useRegisterSW: vi.fn() }));

function mockWorker({ needRefresh = false, offlineReady = false } = {}) {
  const state = {
    setNeedRefresh: vi.fn(),
    setOfflineReady: vi.fn(),
    updateServiceWorker: vi.fn(() => Promise.resolve()),
  };
  vi.mocked(useRegisterSW).mockReturnValue({
    needRefresh: [needRefresh, state.setNeedRefresh],
    offlineReady: [offlineReady, state.setOfflineReady],
    updateServiceWorker: state.updateServiceWorker,
  });
  return state;
}

describe('UpdatePrompt', () => {
  beforeEach(() => vi.mocked(useRegisterSW).mockReset());

  it('shows nothing while there is nothing to say', () => {
    mockWorker();
    const { container } = render(<UpdatePrompt />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers to reload into a waiting new version', async () => {
    const worker = mockWorker({ needRefresh: true });
    render(<UpdatePrompt />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version of the app is available.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('says when the app works offline, and closes', async () => {
    const worker = mockWorker({ offlineReady: true });
    render(<UpdatePrompt />);
    expect(screen.getByRole('status')).toHaveTextContent('ready to work offline');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(worker.setOfflineReady).toHaveBeenCalledWith(false);
  });

  it('lets the offline-ready notice go by itself after 6 s', () => {
    vi.useFakeTimers();
    const worker = mockWorker({ offlineReady: true });
    render(<UpdatePrompt />);
    act(() => vi.advanceTimersByTime(5999));
    expect(worker.setOfflineReady).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(worker.setOfflineReady).toHaveBeenCalledWith(false);
    vi.useRealTimers();
  });

  it('keeps a waiting update until it is answered', () => {
    vi.useFakeTimers();
    const worker = mockWorker({ needRefresh: true, offlineReady: true });
    render(<UpdatePrompt />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(worker.setNeedRefresh).not.toHaveBeenCalled();
    expect(worker.setOfflineReady).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
