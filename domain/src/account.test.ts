import { describe, expect, it } from 'vitest';
import { authErrorMessage, LoginSchema, PHONE_MESSAGE, SignupSchema } from './account';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('login input', () => {
  it('needs an e-mail and a password', () => {
    expect(messages(LoginSchema.safeParse({ email: '', password: '' }))).toEqual([
      'Email is required',
      'Password is required',
    ]);
    expect(LoginSchema.parse({ email: ' a@b.co ', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });

  it('still takes a password shorter than a new one must be, chosen when six were enough', () => {
    expect(LoginSchema.safeParse({ email: 'a@b.co', password: 'secret' }).success).toBe(true);
  });

  it('says when the e-mail is not one', () => {
    expect(messages(LoginSchema.safeParse({ email: 'nobody', password: 'x' }))).toEqual([
      'Enter a valid e-mail address',
    ]);
  });
});

describe('sign-up input', () => {
  const valid = {
    name: 'Asha',
    email: 'asha@example.com',
    password: 'secret12',
    phone: '9876543210',
  };

  it('accepts a complete form', () => {
    expect(SignupSchema.parse(valid)).toEqual(valid);
  });

  it('needs every field', () => {
    expect(
      messages(SignupSchema.safeParse({ name: '', email: '', password: '', phone: '' })),
    ).toEqual([
      'Name is required',
      'Email is required',
      'Password is required',
      'Contact is required',
    ]);
  });

  it.each(['98765-43210', '+919876543210', 'phone', '98 76'])('refuses the phone %s', (phone) => {
    expect(messages(SignupSchema.safeParse({ ...valid, phone }))).toEqual([PHONE_MESSAGE]);
  });

  it('checks no other phone length, as the spec says', () => {
    expect(SignupSchema.safeParse({ ...valid, phone: '12345' }).success).toBe(true);
  });

  it.each(['12345', 'secret1', 'abcdef'])(
    'attack: refuses the short new password %s (eight characters at least, as NIST asks)',
    (password) => {
      expect(messages(SignupSchema.safeParse({ ...valid, password }))).toEqual([
        'Password must be at least 8 characters',
      ]);
    },
  );

  it('takes a new password of eight characters', () => {
    expect(SignupSchema.safeParse({ ...valid, password: 'abcdefgh' }).success).toBe(true);
  });
});

describe('authErrorMessage', () => {
  it.each([
    ['auth/invalid-credential', 'The e-mail or password is not right.'],
    ['auth/wrong-password', 'The e-mail or password is not right.'],
    ['auth/user-not-found', 'There is no account with that e-mail. Sign up instead?'],
    ['auth/email-already-in-use', 'An account with this e-mail already exists. Log in instead?'],
    ['auth/weak-password', 'Choose a stronger password: at least 8 characters.'],
    ['auth/too-many-requests', 'Too many attempts. Wait a few minutes and try again.'],
    ['auth/network-request-failed', 'No connection. Check your network and try again.'],
  ])('%s', (code, message) => {
    expect(authErrorMessage({ code, message: `Firebase: Error (${code}).` })).toBe(message);
  });

  it('never shows a raw code', () => {
    expect(authErrorMessage({ code: 'auth/internal-error' })).toBe(
      'Something went wrong. Please try again.',
    );
    expect(authErrorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
