import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callerKey, clientAddress, type CallerRequest } from './caller-key';

const SALT = 'test-salt';
const hashed = (address: string) =>
  `ip-${createHmac('sha256', SALT).update(address).digest('hex')}`;

function guest(headers: CallerRequest['rawRequest']['headers'], ip?: string): CallerRequest {
  return { rawRequest: { headers, ip } };
}

describe('clientAddress', () => {
  it('takes the rightmost X-Forwarded-For entry, the one the platform added', () => {
    const request = guest({ 'x-forwarded-for': '6.6.6.6, 10.0.0.1,  203.0.113.7 ' }, '10.9.9.9');
    expect(clientAddress(request.rawRequest)).toBe('203.0.113.7');
  });

  it('reads a header sent more than once', () => {
    const request = guest({ 'x-forwarded-for': ['6.6.6.6', '198.51.100.2'] as unknown as string });
    expect(clientAddress(request.rawRequest)).toBe('198.51.100.2');
  });

  it('falls back to the connecting address, IPv4 written as IPv4', () => {
    expect(clientAddress(guest({}, '::ffff:192.0.2.1').rawRequest)).toBe('192.0.2.1');
    expect(clientAddress(guest({ 'x-forwarded-for': ' , ' }, '2001:db8::1').rawRequest)).toBe(
      '2001:db8::1',
    );
    expect(clientAddress(guest({}).rawRequest)).toBeNull();
  });
});

describe('callerKey', () => {
  it('is the uid for a signed-in caller, whatever the address', () => {
    const request = { ...guest({ 'x-forwarded-for': '203.0.113.7' }), auth: { uid: 'user1' } };
    expect(callerKey(request, SALT)).toBe('uid-user1');
    expect(callerKey({ ...request, auth: { uid: 'a/b' } }, SALT)).toBe('uid-a%2Fb');
  });

  it("is a salted hash of a guest's address, never the address", () => {
    const key = callerKey(guest({ 'x-forwarded-for': '1.1.1.1, 203.0.113.7' }), SALT);
    expect(key).toBe(hashed('203.0.113.7'));
    expect(key).not.toContain('203.0.113.7');
    expect(key).toMatch(/^ip-[0-9a-f]{64}$/);
  });

  it('tells guests apart by address, and the salt changes every key', () => {
    const first = callerKey(guest({ 'x-forwarded-for': '203.0.113.7' }), SALT);
    const second = callerKey(guest({ 'x-forwarded-for': '203.0.113.8' }), SALT);
    const resalted = callerKey(guest({ 'x-forwarded-for': '203.0.113.7' }), 'other-salt');
    expect(new Set([first, second, resalted]).size).toBe(3);
  });

  it('a client cannot pick its key by writing the header itself', () => {
    const honest = callerKey(guest({ 'x-forwarded-for': '203.0.113.7' }), SALT);
    const spoofing = callerKey(guest({ 'x-forwarded-for': '9.9.9.9, 203.0.113.7' }), SALT);
    expect(spoofing).toBe(honest);
  });

  it('puts callers with no address together rather than letting them through apart', () => {
    expect(callerKey(guest({}), SALT)).toBe(hashed('unknown'));
  });
});
