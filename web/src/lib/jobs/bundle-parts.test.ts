import { describe, expect, it } from 'vitest';
import { buildBundle } from '../firebase/seed-bundle';
import { splitBundles } from './bundle-parts';

const READ_AT = new Date('2026-11-20T08:00:00Z');
const encoder = new TextEncoder();

function bundle(ids: string[], readTime = READ_AT): string {
  return buildBundle(
    'demo-test',
    ids.map((id) => ({
      path: `jobs/${id}`,
      data: { Title: `Job ${id} – café`, status: 'active' },
    })),
    readTime,
  );
}

const bytes = (text: string) => encoder.encode(text);

describe('splitBundles', () => {
  it('gives each bundle of a sequence whole, with the time its documents were read', () => {
    const first = bundle(['a', 'b']);
    const second = bundle(['c'], new Date('2026-11-20T08:00:01.500Z'));
    const parts = splitBundles(bytes(first + second));
    expect(parts?.map((part) => part.text)).toEqual([first, second]);
    expect(parts?.map((part) => part.readTimeMillis)).toEqual([
      READ_AT.getTime(),
      READ_AT.getTime() + 1000,
    ]);
  });

  it('counts lengths in bytes, not characters', () => {
    const [part] = splitBundles(bytes(bundle(['é'.repeat(40)]))) ?? [];
    expect(part!.text).toContain('é'.repeat(40));
  });

  it('gives 0 for a bundle that names no read time (an empty board)', () => {
    expect(splitBundles(bytes(bundle([], new Date(0))))?.[0]?.readTimeMillis).toBe(0);
  });

  it('is null for what is not a whole sequence of bundles', () => {
    expect(splitBundles(bytes('<!doctype html><html></html>'))).toBeNull();
    expect(splitBundles(bytes(''))).toBeNull();
    expect(splitBundles(bytes('12{"not":"it"}'))).toBeNull();
    expect(splitBundles(bytes(bundle(['a']).slice(0, -5)))).toBeNull();
    const documentsFirst = bundle(['a']).replace(/^\d+\{"metadata"[^\n]*?\}\}(?=\d)/, '');
    expect(splitBundles(bytes(documentsFirst))).toBeNull();
    expect(splitBundles(bytes('5{"metadata":{}}'))).toBeNull();
  });
});
