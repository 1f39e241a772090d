import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientAddress, identifyCaller, networkOf, type CallerRequest } from './caller-key';

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

describe('networkOf', () => {
  it('keeps an IPv4 address whole', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('cuts an IPv6 address to its /64, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    expect(networkOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe(network);
    expect(networkOf('2001:0DB8:0001:0002::1')).toBe(network);
    expect(networkOf('2001:db8:1:2::ffff:1.2.3.4')).toBe(network);
    expect(networkOf('2001:db8:1:2::1%eth0')).toBe(network);
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:db8:1:3::1')).not.toBe(network);
  });
});

describe('identifyCaller', () => {
  const from = (address: string) => guest({ 'x-forwarded-for': address });

  it('a guest is a salted hash of their network, never the address', () => {
    const caller = identifyCaller(from('1.1.1.1, 203.0.113.7'), SALT);
    expect(caller.key).toBe(hashed('203.0.113.7'));
    expect(caller.key).not.toContain('203.0.113.7');
    expect(caller.key).toMatch(/^ip-[0-9a-f]{64}$/);
    expect(caller).toMatchObject({ network: caller.key, limitKeys: [caller.key], account: null });
  });

  it('every address of one IPv6 /64 is one guest; the next /64 is another', () => {
    const keys = ['2001:db8:5:6::1', '2001:db8:5:6:ffff::9', '2001:db8:5:6:1:2:3:4'].map(
      (address) => identifyCaller(from(address), SALT).key,
    );
    expect(new Set(keys)).toEqual(new Set([hashed('2001:db8:5:6::/64')]));
    expect(identifyCaller(from('2001:db8:5:7::1'), SALT).key).not.toBe(keys[0]);
  });

  it('tells IPv4 guests apart by address, and the salt changes every key', () => {
    const first = identifyCaller(from('203.0.113.7'), SALT).key;
    const second = identifyCaller(from('203.0.113.8'), SALT).key;
    const resalted = identifyCaller(from('203.0.113.7'), 'other-salt').key;
    expect(new Set([first, second, resalted]).size).toBe(3);
  });

  it('a client cannot pick its key by writing the header itself', () => {
    const honest = identifyCaller(from('203.0.113.7'), SALT);
    expect(identifyCaller(from('9.9.9.9, 203.0.113.7'), SALT)).toEqual(honest);
  });

  it('puts callers with no address together rather than letting them through apart', () => {
    expect(identifyCaller(guest({}), SALT).key).toBe(hashed('unknown'));
  });

  it('a verified account is itself, wherever it calls from', () => {
    const request = {
      ...from('203.0.113.7'),
      auth: { uid: 'a/b', token: { email_verified: true } },
    };
    expect(identifyCaller(request, SALT)).toEqual({
      key: 'uid-a%2Fb',
      network: hashed('203.0.113.7'),
      limitKeys: ['uid-a%2Fb'],
      account: { uid: 'a/b', verified: true },
    });
  });

  it('an account with an unverified address counts against its network too', () => {
    const request = { ...from('203.0.113.7'), auth: { uid: 'user1', token: {} } };
    expect(identifyCaller(request, SALT)).toMatchObject({
      key: 'uid-user1',
      limitKeys: ['uid-user1', hashed('203.0.113.7')],
      account: { uid: 'user1', verified: false },
    });
  });
});
