import { describe, expect, it } from 'vitest';
import { instanceCache } from './instance-cache';

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function counter() {
  let reads = 0;
  return {
    load:
      (value = 'value') =>
      () =>
        Promise.resolve(`${value} ${++reads}`),
    reads: () => reads,
  };
}

describe('instanceCache', () => {
  it('reads once while fresh, and again once the time to live has passed', async () => {
    const { now, advance } = clock();
    const cache = instanceCache<string, string>({ ttlMs: 60_000, now });
    const { load, reads } = counter();
    expect(await cache.get('a', load())).toBe('value 1');
    advance(59_999);
    expect(await cache.get('a', load())).toBe('value 1');
    advance(1);
    expect(await cache.get('a', load())).toBe('value 2');
    expect(reads()).toBe(2);
  });

  it('keeps each key apart', async () => {
    const cache = instanceCache<number, string>({ ttlMs: 60_000, now: clock().now });
    const { load } = counter();
    expect(await cache.get(1, load('one'))).toBe('one 1');
    expect(await cache.get(2, load('two'))).toBe('two 2');
    expect(await cache.get(1, load('one'))).toBe('one 1');
  });

  it('lets requests that come during a read wait for it rather than read again', async () => {
    const cache = instanceCache<string, string>({ ttlMs: 60_000, now: clock().now });
    let finish: (value: string) => void = () => {};
    let reads = 0;
    const slow = () => {
      reads += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.get('a', slow);
    const second = cache.get('a', slow);
    finish('read');
    expect(await Promise.all([first, second])).toEqual(['read', 'read']);
    expect(reads).toBe(1);
  });

  it('keeps no failed read: the next request reads again', async () => {
    const cache = instanceCache<string, string>({ ttlMs: 60_000, now: clock().now });
    await expect(cache.get('a', () => Promise.reject(new Error('unavailable')))).rejects.toThrow(
      'unavailable',
    );
    expect(await cache.get('a', () => Promise.resolve('read'))).toBe('read');
  });

  it('keeps nothing with a time to live of 0', async () => {
    const cache = instanceCache<string, string>({ ttlMs: 0, now: clock().now });
    const { load, reads } = counter();
    await cache.get('a', load());
    await cache.get('a', load());
    expect(reads()).toBe(2);
  });
});
