import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render';
import { confirmEmployerCode, sendEmployerCode, useVerifiedEmployer } from './api/employer';
import { VerifyEmployer } from './verify-employer';

vi.mock('@/lib/firebase/firebase-services', () => ({
  useFunctions: () => ({ name: 'functions' }),
}));
vi.mock('./api/employer', () => ({
  useVerifiedEmployer: vi.fn(),
  sendEmployerCode: vi.fn(),
  confirmEmployerCode: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

const notVerified = () =>
  vi.mocked(useVerifiedEmployer).mockReturnValue({ status: 'success', data: null });

describe('VerifyEmployer', () => {
  it('says which domain the account verified', () => {
    vi.mocked(useVerifiedEmployer).mockReturnValue({
      status: 'success',
      data: { domain: 'acme.co.in', email: 'hr@acme.co.in', verifiedAt: new Date() },
    });
    renderPage(<VerifyEmployer uid="alice" />);
    expect(screen.getByRole('heading', { name: 'Your company' })).toBeInTheDocument();
    expect(screen.getByText('Verified employer · acme.co.in')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('refuses a free webmail address before sending anything', async () => {
    notVerified();
    renderPage(<VerifyEmployer uid="alice" />);
    await userEvent.type(screen.getByLabelText(/Work e-mail/), 'acme.hr@gmail.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      screen.getByText(/A free gmail\.com address cannot verify a company/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Work e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(sendEmployerCode).not.toHaveBeenCalled();
  });

  it('mails a code to a work address, then sends the code; a wrong one is said at the field', async () => {
    notVerified();
    vi.mocked(sendEmployerCode).mockResolvedValue({ ok: true, data: { sentTo: 'hr@acme.co.in' } });
    vi.mocked(confirmEmployerCode).mockResolvedValue({
      ok: false,
      refusal: {
        code: 'invalid-argument',
        message: 'Check these fields.',
        details: { reason: 'invalid-fields', fields: { code: 'That is not the code we sent.' } },
      },
    });
    renderPage(<VerifyEmployer uid="alice" />);
    await userEvent.type(screen.getByLabelText(/Work e-mail/), 'HR@Acme.co.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(sendEmployerCode).toHaveBeenCalledWith({ name: 'functions' }, 'hr@acme.co.in');
    expect(await screen.findByText(/We sent a code to hr@acme\.co\.in/)).toHaveAttribute(
      'role',
      'status',
    );
    await userEvent.type(screen.getByLabelText(/Code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(confirmEmployerCode).toHaveBeenCalledWith({ name: 'functions' }, '123456');
    expect(await screen.findByText('That is not the code we sent.')).toBeInTheDocument();
    // What was typed stays, to correct.
    expect(screen.getByLabelText(/Code/)).toHaveValue('123456');
  });
});
