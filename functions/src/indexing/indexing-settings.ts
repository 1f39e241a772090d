// Which side of the Indexing adapter runs, and its limits: decided here alone, from the
// environment. Deployed, Google's Indexing API with the runtime's service account; on the
// emulators and in tests, the local side, which records each call in Firestore.
import { logger } from 'firebase-functions';
import { runsOnEmulator, type Env } from '#src/platform/environment';

/** Where Google's Indexing API answers. */
export const GOOGLE_INDEXING_API = 'https://indexing.googleapis.com';

/** The OAuth scope the service account's token must carry. */
export const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing';

/**
 * Notifications a UTC day: Google's default quota for a project's publish requests. Past it, a
 * notification waits in the queue for the next day's run. Raise it with the quota, if Google
 * grants more.
 */
export const INDEXING_NOTIFICATIONS_PER_DAY = 200;

/** How long one publish may take before it counts as failed, and is queued. */
export const INDEXING_TIMEOUT_MS = 10_000;

export type IndexingSettings =
  | {
      side: 'google';
      /** Google's API, or a local stand-in in the adapter's own test. */
      baseUrl: string;
      timeoutMs: number;
    }
  | { side: 'record' };

const SIDES = ['google', 'record'] as const;

function defaultSide(env: Env): (typeof SIDES)[number] {
  return runsOnEmulator(env) || env.NODE_ENV === 'test' || env.VITEST ? 'record' : 'google';
}

let warned = false;

/** The side named; a name it does not know never sends to Google unasked. */
function askedSide(asked: string): (typeof SIDES)[number] {
  const side = SIDES.find((name) => name === asked);
  if (side) return side;
  if (!warned) {
    warned = true;
    logger.error(`INDEXING_API is '${asked}', neither google nor record: calls are recorded only`);
  }
  return 'record';
}

/**
 * `INDEXING_API` (functions/.env) says which side, `google` or `record` (anything else is read
 * as `record`, and logged); without it, Google
 * where the functions are deployed, and the record on the emulators and in tests, which must
 * never reach Google. A project that is not the public site (a staging copy) sets `record`: its
 * service account owns no site in Search Console, and Google would refuse every call.
 */
export function indexingSettings(env: Env = process.env): IndexingSettings {
  const asked = env.INDEXING_API?.trim();
  const side = asked ? askedSide(asked) : defaultSide(env);
  return side === 'google'
    ? { side, baseUrl: GOOGLE_INDEXING_API, timeoutMs: INDEXING_TIMEOUT_MS }
    : { side };
}
