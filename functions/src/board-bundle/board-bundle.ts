// The board as a Firestore data bundle: every job open at the time of reading, in the format the
// web SDK's loadBundle takes, compressed once for every visitor. A first visit loads it into its
// cache from the CDN instead of pulling the whole board through a listen (see the web's
// lib/jobs/board-bundle.ts); its read time is the watermark the sync goes on from.
import type { Firestore } from 'firebase-admin/firestore';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isReadableJob, openJobsQuery } from '../data/jobs';

export interface BoardBundle {
  /** The bundle as loadBundle reads it. */
  identity: Buffer;
  /** Its compressed forms, each made when first asked for. */
  compressed: Map<Exclude<BundleEncoding, 'identity'>, Buffer>;
  /** How many jobs it holds. */
  jobs: number;
  /** When this instance built it (ms), for its cache. */
  builtAt: number;
}

export type BundleEncoding = 'br' | 'gzip' | 'identity';

/**
 * Brotli at quality 5 and gzip at 6: within a few per cent of their best on the board's JSON at
 * a small part of the time (quality 11 took seconds for 320 jobs, and grows with the board).
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

export async function buildBoardBundle(db: Firestore, now: number): Promise<BoardBundle> {
  const snapshot = await openJobsQuery(db, now).get();
  // The id names the read: a browser skips a bundle whose id and time it has loaded before.
  const builder = db.bundle(`board-${snapshot.readTime.toMillis()}`);
  let jobs = 0;
  for (const doc of snapshot.docs) {
    // A document no reader accepts would only be dropped by every browser: leave it out here.
    if (!isReadableJob(doc)) continue;
    builder.add(doc);
    jobs += 1;
  }
  return { identity: builder.build(), compressed: new Map(), jobs, builtAt: now };
}

/** The bundle's bytes in `encoding`, compressed once per bundle. */
export function encodedBundle(bundle: BoardBundle, encoding: BundleEncoding): Buffer {
  if (encoding === 'identity') return bundle.identity;
  let body = bundle.compressed.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(bundle.identity, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bundle.identity.length,
            },
          })
        : gzipSync(bundle.identity, { level: GZIP_LEVEL });
    bundle.compressed.set(encoding, body);
  }
  return body;
}

/**
 * The best encoding this Accept-Encoding allows: brotli, then gzip, else none. An encoding the
 * header gives q=0 is refused, as RFC 9110 says.
 */
export function chooseEncoding(acceptEncoding: string | undefined): BundleEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/**
 * One bundle per instance for `maxAgeMs`, so a burst of first visits the CDN has not yet
 * answered reads the board once; requests that arrive while it is built share that build.
 */
export function cachedBuilder(
  build: (now: number) => Promise<BoardBundle>,
  maxAgeMs: number,
): (now: number) => Promise<BoardBundle> {
  let current: { at: number; bundle: Promise<BoardBundle> } | null = null;
  return (now) => {
    if (current && now - current.at < maxAgeMs) return current.bundle;
    const bundle = build(now);
    const entry = { at: now, bundle };
    current = entry;
    // A failed build is not kept: the next request tries again.
    bundle.catch(() => {
      if (current === entry) current = null;
    });
    return bundle;
  };
}
