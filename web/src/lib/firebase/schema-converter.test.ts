import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { schemaConverter } from './schema-converter';

afterEach(() => vi.restoreAllMocks());

const Schema = z.object({ title: z.string(), createdAt: z.date() });

/** A stored document as the SDK hands it to a converter; `data` sees the options it is given. */
function stored(path: string, data: Record<string, unknown>) {
  const seen: unknown[] = [];
  const snapshot = {
    id: path.split('/').pop()!,
    ref: { path },
    metadata: { hasPendingWrites: false },
    data: (options: unknown) => {
      seen.push(options);
      return data;
    },
  } as unknown as QueryDocumentSnapshot;
  return { snapshot, seen };
}

const converter = schemaConverter(Schema, {
  read: (value, snapshot) => ({ id: snapshot.id, ...value }),
  refusal: 'Write these with saveThing',
});

describe('schemaConverter', () => {
  it('reads a matching document with its dates, asking for estimates of pending server times', () => {
    const at = new Date(1_000);
    const { snapshot, seen } = stored('things/a', { title: 'A', createdAt: { toDate: () => at } });
    expect(converter.fromFirestore(snapshot, {})).toEqual({ id: 'a', title: 'A', createdAt: at });
    expect(seen).toEqual([{ serverTimestamps: 'estimate' }]);
  });

  it('reads a document in another shape as null, and reports it once with what did not match', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { snapshot } = stored('things/broken', { title: 7 });
    expect(converter.fromFirestore(snapshot)).toBeNull();
    expect(converter.fromFirestore(snapshot)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatch(
      /^things\/broken was left out: it does not match its schema \(title: .*; createdAt: /,
    );
  });

  it('refuses to write without a writer, saying which function writes instead', () => {
    expect(() => converter.toFirestore({ id: 'a', title: 'A', createdAt: new Date() })).toThrow(
      'Write these with saveThing',
    );
  });
});
