import { describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cachedBuilder, chooseEncoding, encodedBundle, type BoardBundle } from './board-bundle';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['gzip;q=0', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ] as const)('%s gives %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('cachedBuilder', () => {
  const bundle = (builtAt: number): BoardBundle => ({
    identity: Buffer.from(String(builtAt)),
    compressed: new Map(),
    jobs: 0,
    builtAt,
  });

  it('builds once for its lifetime, shares a build under way, then builds anew', async () => {
    const build = vi.fn((now: number) => Promise.resolve(bundle(now)));
    const get = cachedBuilder(build, 1000);
    const [first, second] = await Promise.all([get(0), get(10)]);
    expect(first).toBe(second);
    expect((await get(999)).builtAt).toBe(0);
    expect(build).toHaveBeenCalledTimes(1);
    expect((await get(1000)).builtAt).toBe(1000);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('keeps no failed build: the next request tries again', async () => {
    const build = vi
      .fn<(now: number) => Promise<BoardBundle>>()
      .mockRejectedValueOnce(new Error('Firestore unavailable'))
      .mockImplementation((now) => Promise.resolve(bundle(now)));
    const get = cachedBuilder(build, 1000);
    await expect(get(0)).rejects.toThrow('Firestore unavailable');
    expect((await get(1)).builtAt).toBe(1);
  });

  it('with no lifetime, builds for every request', async () => {
    const build = vi.fn((now: number) => Promise.resolve(bundle(now)));
    const get = cachedBuilder(build, 0);
    await get(0);
    await get(0);
    expect(build).toHaveBeenCalledTimes(2);
  });
});

describe('encodedBundle', () => {
  it('compresses each way once, and every form holds the same bundle', () => {
    const identity = Buffer.from('{"metadata":{}}'.repeat(200));
    const bundle: BoardBundle = { identity, compressed: new Map(), jobs: 0, builtAt: 0 };
    expect(encodedBundle(bundle, 'identity')).toBe(identity);
    const br = encodedBundle(bundle, 'br');
    expect(br.length).toBeLessThan(identity.length / 10);
    expect(brotliDecompressSync(br).equals(identity)).toBe(true);
    expect(gunzipSync(encodedBundle(bundle, 'gzip')).equals(identity)).toBe(true);
    expect(encodedBundle(bundle, 'br')).toBe(br);
  });
});
