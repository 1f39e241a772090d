// The board arrives as several Firestore bundles one after another (functions/src/board-bundle),
// so that a phone can load it a part at a time, yielding between parts. A bundle is a sequence of
// elements, each its length in bytes as ASCII digits followed by that many bytes of JSON; every
// bundle starts with a metadata element. Imports nothing from Firebase.
import { z } from 'zod';

const BundleMetadataSchema = z.object({
  metadata: z.object({
    id: z.string(),
    createTime: z.object({
      seconds: z.coerce.number().int().nonnegative(),
      nanos: z.number().int().nonnegative().optional(),
    }),
  }),
});

export interface BundlePart {
  /** One whole bundle, as loadBundle takes it (which takes bytes in browsers only). */
  text: string;
  /** When the server read its documents, in milliseconds; 0 when it names no time. */
  readTimeMillis: number;
}

const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const OPEN_BRACE = 0x7b;
/** Every metadata element begins so (the bundle format's own key). */
const METADATA_START = new TextEncoder().encode('{"metadata"');

function startsWith(bytes: Uint8Array, at: number, prefix: Uint8Array): boolean {
  return prefix.every((byte, i) => bytes[at + i] === byte);
}

function readTimeOf(bytes: Uint8Array, start: number, end: number): number | null {
  try {
    const parsed = BundleMetadataSchema.safeParse(
      JSON.parse(new TextDecoder().decode(bytes.subarray(start, end))),
    );
    if (!parsed.success) return null;
    const { seconds, nanos = 0 } = parsed.data.metadata.createTime;
    return seconds * 1000 + Math.floor(nanos / 1e6);
  } catch {
    return null;
  }
}

/**
 * The bundles in `bytes`, in order; null when `bytes` is not a sequence of bundles (a page, a
 * truncated download).
 */
export function splitBundles(bytes: Uint8Array): BundlePart[] | null {
  const starts: { at: number; readTimeMillis: number }[] = [];
  let position = 0;
  while (position < bytes.length) {
    const elementStart = position;
    let length = 0;
    while (position < bytes.length && bytes[position]! >= DIGIT_0 && bytes[position]! <= DIGIT_9) {
      length = length * 10 + bytes[position]! - DIGIT_0;
      position += 1;
    }
    const json = position;
    if (json === elementStart || bytes[json] !== OPEN_BRACE || json + length > bytes.length) {
      return null;
    }
    position = json + length;
    if (startsWith(bytes, json, METADATA_START)) {
      const readTimeMillis = readTimeOf(bytes, json, position);
      if (readTimeMillis === null) return null;
      starts.push({ at: elementStart, readTimeMillis });
    } else if (starts.length === 0) {
      // A bundle starts with its metadata.
      return null;
    }
  }
  if (starts.length === 0) return null;
  const decoder = new TextDecoder();
  return starts.map(({ at, readTimeMillis }, i) => ({
    text: decoder.decode(bytes.subarray(at, starts[i + 1]?.at ?? bytes.length)),
    readTimeMillis,
  }));
}
