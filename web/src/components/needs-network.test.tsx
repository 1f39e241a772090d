import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NeedsNetwork } from './needs-network';

afterEach(() => vi.restoreAllMocks());

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('NeedsNetwork', () => {
  it('says nothing online, and speaks up when the connection goes', () => {
    render(<NeedsNetwork what="Logging in" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Logging in needs a connection',
    );
    goOffline(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
