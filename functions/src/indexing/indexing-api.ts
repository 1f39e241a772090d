// The one adapter to Google's Indexing API: `notify(url, type)`. Deployed, a publish request with
// a token from the runtime's service account; on the emulators and in tests, a record of the
// call in Firestore. Never throws: a failure comes back saying whether to try again later.
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { recordIndexingCall, type NotificationType } from '#src/data/indexing';
import { INDEXING_SCOPE, indexingSettings, type IndexingSettings } from './indexing-settings';

export type NotifyOutcome =
  | { sent: true }
  /** retry: worth sending again another day (no answer, 401, 429, 5xx); else dropped. */
  | { sent: false; retry: boolean; reason: string; status?: number };

export interface IndexingApi {
  notify(url: string, type: NotificationType): Promise<NotifyOutcome>;
}

/** An OAuth access token for the Indexing API's scope. */
export type AccessToken = () => Promise<string>;

const GoogleErrorSchema = z.object({ error: z.object({ message: z.string() }) });

/** Google's own words for a refusal, or the start of whatever it answered. */
function refusalText(body: string): string {
  try {
    const parsed = GoogleErrorSchema.safeParse(JSON.parse(body));
    if (parsed.success) return parsed.data.error.message.slice(0, 300);
  } catch {
    // Not JSON: said as it came.
  }
  return body.slice(0, 300);
}

/**
 * Whether a refused publish is worth sending again: Google's quota (429), its own trouble (5xx),
 * or a token it did not take (401: one that expired on the way). Any other 4xx is about the
 * request itself, a URL not of a site the service account owns above all, and would be refused
 * again.
 */
function isRetryable(status: number): boolean {
  return status === 401 || status === 429 || status >= 500;
}

/** Google's side: POST {url, type} to urlNotifications:publish with a bearer token. */
export function googleIndexingApi({
  baseUrl,
  timeoutMs,
  accessToken,
}: {
  baseUrl: string;
  timeoutMs: number;
  accessToken: AccessToken;
}): IndexingApi {
  return {
    async notify(url, type) {
      let token: string;
      try {
        token = await accessToken();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { sent: false, retry: true, reason: `no access token: ${message.slice(0, 300)}` };
      }
      const deadline = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/v3/urlNotifications:publish`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ url, type }),
          signal: deadline,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const reason = deadline.aborted
          ? `no answer within ${timeoutMs / 1000} s`
          : `the Indexing API could not be reached: ${message.slice(0, 300)}`;
        return { sent: false, retry: true, reason };
      }
      const body = await response.text().catch(() => '');
      if (response.ok) return { sent: true };
      return {
        sent: false,
        retry: isRetryable(response.status),
        status: response.status,
        reason: `refused (${response.status}): ${refusalText(body)}`,
      };
    },
  };
}

/**
 * A token from the service account the functions run as (Application Default Credentials: the
 * metadata server, deployed), kept and renewed by google-auth-library. That account must be an
 * owner of the site in Search Console, or Google refuses every URL (403).
 */
export function serviceAccountToken(): AccessToken {
  let auth: { getAccessToken(): Promise<string | null | undefined> } | null = null;
  return async () => {
    if (!auth) {
      // Loaded on first use: most instances never publish, and the library is not small.
      const { GoogleAuth } = await import('google-auth-library');
      auth = new GoogleAuth({ scopes: [INDEXING_SCOPE] });
    }
    const token = await auth.getAccessToken();
    if (!token) throw new Error('the service account gave no access token');
    return token;
  };
}

/** The local side: each call recorded in `indexingCalls`, for the tests to assert. */
export function recordingIndexingApi(db: Firestore): IndexingApi {
  return {
    async notify(url, type) {
      try {
        await recordIndexingCall(db, { url, type });
        return { sent: true };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { sent: false, retry: true, reason: `not recorded: ${message.slice(0, 300)}` };
      }
    },
  };
}

let token: AccessToken | null = null;

/** The side `settings` name (indexing-settings.ts decides which). */
export function configuredIndexingApi(
  db: Firestore,
  settings: IndexingSettings = indexingSettings(),
): IndexingApi {
  if (settings.side === 'record') return recordingIndexingApi(db);
  token ??= serviceAccountToken();
  return googleIndexingApi({ ...settings, accessToken: token });
}
