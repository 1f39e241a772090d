// Tokens that links in our mail carry: one purpose, one subject (an alert's id, a job's ask),
// valid until a moment. HMAC-SHA256 with a secret only the functions hold (Web Crypto, so the same
// code runs in Node and in tests): a token cannot be forged without the secret, nor used for
// another subject, nor for another purpose.

const encoder = new TextEncoder();

export function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function hmac(secret: string, message: string): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return crypto.subtle.sign('HMAC', key, encoder.encode(message));
}

/** Compares without stopping at the first difference, so timing tells nothing. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * A token for `purpose` on `subject` (which holds no '.'), valid until `expiresAt` (ms; 0 for
 * never): '<subject>.<expiry, base 36>.<signature>'.
 */
export async function signLinkToken(
  secret: string,
  { purpose, subject, expiresAt }: { purpose: string; subject: string; expiresAt: number },
): Promise<string> {
  const expiry = expiresAt.toString(36);
  const mac = await hmac(secret, `${purpose}\n${subject}\n${expiry}`);
  return `${subject}.${expiry}.${base64url(mac)}`;
}

export type LinkTokenCheck =
  { ok: true; subject: string } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/**
 * The subject a token was signed for, if it has the shape `subjects` allows, its signature holds
 * for this purpose, and it is in date.
 */
export async function checkLinkToken(
  secret: string,
  purpose: string,
  subjects: RegExp,
  token: unknown,
  now: number,
): Promise<LinkTokenCheck> {
  if (typeof token !== 'string' || token.length > 300) return { ok: false, reason: 'malformed' };
  const [subject = '', expiry = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !subjects.test(subject) || !/^[0-9a-z]{1,12}$/.test(expiry)) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = base64url(await hmac(secret, `${purpose}\n${subject}\n${expiry}`));
  if (!sameText(signature, expected)) return { ok: false, reason: 'forged' };
  const expiresAt = Number.parseInt(expiry, 36);
  if (expiresAt !== 0 && expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, subject };
}
