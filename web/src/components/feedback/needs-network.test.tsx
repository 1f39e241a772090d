import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOnline } from '@/test/network';
import { NeedsNetwork } from './needs-network';

afterEach(() => vi.restoreAllMocks());

describe('NeedsNetwork', () => {
  it('says nothing online, and speaks up when the connection goes', () => {
    render(<NeedsNetwork what="Logging in" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Logging in needs a connection',
    );
    setOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
