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

/**
 * Jobs per bundle in the response. A phone loads one bundle per task: at about a millisecond a
 * job on a fast machine, and four times that on a cheap phone, a bundle of the whole board held
 * the main thread for a second; parts of this size each take a few tens of milliseconds there.
 */
export const JOBS_PER_PART = 20;

/**
 * The open jobs as a sequence of Firestore bundles of JOBS_PER_PART jobs each, one after
 * another in one response, all read at the same time (the client splits them at their metadata).
 */
export async function buildBoardBundle(db: Firestore, now: number): Promise<BoardBundle> {
  const snapshot = await openJobsQuery(db, now).get();
  const name = `board-${snapshot.readTime.toMillis()}`;
  const readable = snapshot.docs.filter(isReadableJob);
  const parts: Buffer[] = [];
  for (let start = 0; start === 0 || start < readable.length; start += JOBS_PER_PART) {
    const builder = db.bundle(`${name}-${start / JOBS_PER_PART}`);
    for (const doc of readable.slice(start, start + JOBS_PER_PART)) builder.add(doc);
    parts.push(builder.build());
  }
  return {
    identity: Buffer.concat(parts),
    compressed: new Map(),
    jobs: readable.length,
    builtAt: now,
  };
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
