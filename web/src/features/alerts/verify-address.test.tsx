import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthActions, useSession, type AuthActions } from '@/lib/account/session';
import { VerifyAddress } from './verify-address';

vi.mock('@/lib/account/session', () => ({ useSession: vi.fn(), useAuthActions: vi.fn() }));

const actions = {
  sendVerification: vi.fn<AuthActions['sendVerification']>(),
  refreshVerification: vi.fn<AuthActions['refreshVerification']>(),
};

function signedIn(emailVerified: boolean) {
  vi.mocked(useSession).mockReturnValue({
    status: 'signed-in',
    user: { uid: 'u1', name: 'Meera', email: 'meera@example.com', emailVerified },
  });
}

const button = (name: string) => screen.getByRole('button', { name });

describe('VerifyAddress', () => {
  beforeEach(() => {
    vi.mocked(useAuthActions).mockReturnValue(actions as unknown as AuthActions);
    actions.sendVerification.mockReset().mockResolvedValue();
    actions.refreshVerification.mockReset();
  });

  it('says nothing to an account whose address is verified', () => {
    signedIn(true);
    const { container } = render(<VerifyAddress onVerified={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says why the list waits, and sends the link again', async () => {
    signedIn(false);
    render(<VerifyAddress onVerified={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Verify your e-mail address' })).toHaveTextContent(
      'once you have shown that meera@example.com is yours',
    );
    await userEvent.click(button('Send the link'));
    expect(actions.sendVerification).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sent. Open the link in the mail, then come back here.',
    );
  });

  it('lists the alerts once the address is verified, and says so when it is not yet', async () => {
    signedIn(false);
    const onVerified = vi.fn();
    render(<VerifyAddress onVerified={onVerified} />);
    actions.refreshVerification.mockResolvedValueOnce(false);
    await userEvent.click(button('I have verified it'));
    expect(screen.getByRole('status')).toHaveTextContent('Your address is not verified yet.');
    expect(onVerified).not.toHaveBeenCalled();

    actions.refreshVerification.mockResolvedValueOnce(true);
    await userEvent.click(button('I have verified it'));
    expect(onVerified).toHaveBeenCalledTimes(1);
  });

  it('says when sending or checking failed', async () => {
    signedIn(false);
    render(<VerifyAddress onVerified={vi.fn()} />);
    actions.sendVerification.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(button('Send the link'));
    expect(screen.getByRole('status')).toHaveTextContent('That did not work.');
  });
});
