// Alert ids and signed tokens: stable, opaque, unforgeable, bound to one alert and one purpose.
import { describe, expect, it } from 'vitest';
import {
  AlertIdSchema,
  alertIdFor,
  checkAlertToken,
  mailboxKeyFor,
  mailboxOf,
  signAlertToken,
} from './alert-tokens';

const SECRET = 'test-signing-key';
const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('alertIdFor', () => {
  it('is the same for the same address and search, and differs otherwise', async () => {
    const search = { query: 'react', countries: [], cities: [], type: null };
    const one = await alertIdFor(SECRET, 'asha@example.com', search);
    expect(await alertIdFor(SECRET, 'asha@example.com', search)).toBe(one);
    const others = await Promise.all([
      alertIdFor(SECRET, 'ravi@example.com', search),
      alertIdFor(SECRET, 'asha@example.com', null),
      alertIdFor('another-key', 'asha@example.com', search),
    ]);
    expect(new Set([one, ...others]).size).toBe(4);
    expect(one).toMatch(/^a-[A-Za-z0-9_-]{32}$/);
    expect(one).not.toContain('asha');
  });
});

describe('alert tokens', () => {
  it('name their alert, and nothing else', async () => {
    const alertId = await alertIdFor(SECRET, 'asha@example.com', null);
    const token = await signAlertToken(SECRET, { purpose: 'unsubscribe', alertId, expiresAt: 0 });
    expect(await checkAlertToken(SECRET, 'unsubscribe', token, NOW)).toEqual({ ok: true, alertId });
    expect(token).not.toMatch(/asha|example/);
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
  });

  it('cannot be forged, moved to another alert, or used for the other purpose', async () => {
    const alertId = await alertIdFor(SECRET, 'asha@example.com', null);
    const otherId = await alertIdFor(SECRET, 'ravi@example.com', null);
    const token = await signAlertToken(SECRET, { purpose: 'unsubscribe', alertId, expiresAt: 0 });
    const [, expiry, signature] = token.split('.');
    const moved = `${otherId}.${expiry}.${signature}`;
    expect(await checkAlertToken(SECRET, 'unsubscribe', moved, NOW)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect((await checkAlertToken(SECRET, 'confirm', token, NOW)).ok).toBe(false);
    expect((await checkAlertToken('guessed-key', 'unsubscribe', token, NOW)).ok).toBe(false);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await checkAlertToken(SECRET, 'unsubscribe', flipped, NOW)).ok).toBe(false);
  });

  it('expire when signed to', async () => {
    const alertId = await alertIdFor(SECRET, 'asha@example.com', null);
    const token = await signAlertToken(SECRET, {
      purpose: 'confirm',
      alertId,
      expiresAt: NOW + 1000,
    });
    expect((await checkAlertToken(SECRET, 'confirm', token, NOW)).ok).toBe(true);
    expect(await checkAlertToken(SECRET, 'confirm', token, NOW + 1000)).toEqual({
      ok: false,
      reason: 'expired',
    });
    // Changing the expiry breaks the signature.
    const [id, , signature] = token.split('.');
    const extended = `${id}.${(NOW + 10 ** 9).toString(36)}.${signature}`;
    expect((await checkAlertToken(SECRET, 'confirm', extended, NOW)).ok).toBe(false);
  });

  it('say malformed for anything that is not a token', async () => {
    for (const token of [undefined, 42, '', 'a.b', 'a-x.0.sig', 'x'.repeat(300), 'a.b.c.d']) {
      expect(await checkAlertToken(SECRET, 'confirm', token, NOW)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });
});

describe('AlertIdSchema', () => {
  it('takes what alertIdFor makes, and nothing else', async () => {
    const id = await alertIdFor(SECRET, 'asha@example.com', null);
    expect(AlertIdSchema.safeParse(id).success).toBe(true);
    for (const bad of ['a/b/c', `${id}/x`, id.slice(0, -1), `${id}=`, 'subscriptions']) {
      expect(AlertIdSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('mailboxes', () => {
  it('one inbox is one mailbox, whatever its sub-address or Gmail dots', () => {
    expect(mailboxOf('asha+jobs@example.com')).toBe('asha@example.com');
    expect(mailboxOf('a.sha+x+y@googlemail.com')).toBe('asha@gmail.com');
    expect(mailboxOf('a.sha@example.com')).toBe('a.sha@example.com');
    expect(mailboxOf('+only@example.com')).toBe('+only@example.com');
  });

  it('are keyed by a secret hash that names nobody', async () => {
    const key = await mailboxKeyFor(SECRET, 'asha+1@example.com');
    expect(await mailboxKeyFor(SECRET, 'asha+2@example.com')).toBe(key);
    expect(await mailboxKeyFor(SECRET, 'ravi@example.com')).not.toBe(key);
    expect(await mailboxKeyFor('another-key', 'asha@example.com')).not.toBe(key);
    expect(key).toMatch(/^m-[A-Za-z0-9_-]{32}$/);
  });
});
