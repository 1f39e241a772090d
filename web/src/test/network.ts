// Takes jsdom's browser on and off the network, as the browser's online and offline events do.
// Tests that call it restore navigator.onLine with vi.restoreAllMocks() afterwards.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
