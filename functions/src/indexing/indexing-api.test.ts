// Google's side of the Indexing adapter, talking to a local HTTP server that stands in for the
// Indexing API (its base URL): nothing here reaches Google. And which side the settings choose.
import { logger } from 'firebase-functions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, standInServer, type Answer, type Received } from '#src/test/stand-in-server';
import { googleIndexingApi, type AccessToken } from './indexing-api';
import { GOOGLE_INDEXING_API, indexingSettings } from './indexing-settings';

const google = standInServer();

beforeEach(() => {});

/** An error as Google's APIs word it. */
const apiError = (code: number, status: string, message: string): Answer =>
  json(code, { error: { code, message, status } });

const PAGE = 'https://jobs.example.com/job/abc123';

const api = (accessToken: AccessToken = () => Promise.resolve('token-1'), timeoutMs = 5000) =>
  googleIndexingApi({ baseUrl: google.baseUrl, timeoutMs, accessToken });

describe('a publish request', () => {
  it('POSTs {url, type} to urlNotifications:publish with the bearer token', async () => {
    google.answer = json(200, {
      urlNotificationMetadata: {
        url: PAGE,
        latestUpdate: { url: PAGE, type: 'URL_UPDATED', notifyTime: '2026-11-20T12:00:00Z' },
      },
    });
    expect(await api().notify(PAGE, 'URL_UPDATED')).toEqual({ sent: true });
    expect(google.received).toHaveLength(1);
    const [request] = google.received as [Received];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v3/urlNotifications:publish');
    expect(request.headers.authorization).toBe('Bearer token-1');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({ url: PAGE, type: 'URL_UPDATED' });
  });

  it('says URL_DELETED as it is told, with the token the source gives now', async () => {
    google.answer = json(200, {});
    let tokens = 0;
    const source = () => Promise.resolve(`token-${++tokens}`);
    const adapter = api(source);
    await adapter.notify(PAGE, 'URL_DELETED');
    await adapter.notify(PAGE, 'URL_UPDATED');
    expect(google.received.map((request) => request.body)).toEqual([
      { url: PAGE, type: 'URL_DELETED' },
      { url: PAGE, type: 'URL_UPDATED' },
    ]);
    expect(google.received.map((request) => request.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });
});

describe('a failed publish', () => {
  it('429, Google’s quota: to be tried again', async () => {
    google.answer = apiError(
      429,
      'RESOURCE_EXHAUSTED',
      "Quota exceeded for quota metric 'Publish requests'",
    );
    expect(await api().notify(PAGE, 'URL_UPDATED')).toEqual({
      sent: false,
      retry: true,
      status: 429,
      reason: "refused (429): Quota exceeded for quota metric 'Publish requests'",
    });
  });

  it('5xx, Google’s own trouble, in whatever body: to be tried again', async () => {
    for (const status of [500, 502, 503]) {
      google.answer = (response) => {
        response.writeHead(status, { 'Content-Type': 'text/html' });
        response.end('<html>Unavailable</html>');
      };
      expect(await api().notify(PAGE, 'URL_DELETED')).toEqual({
        sent: false,
        retry: true,
        status,
        reason: `refused (${status}): <html>Unavailable</html>`,
      });
    }
  });

  it('401, a token that expired on the way: to be tried again', async () => {
    google.answer = apiError(
      401,
      'UNAUTHENTICATED',
      'Request had invalid authentication credentials.',
    );
    expect(await api().notify(PAGE, 'URL_UPDATED')).toMatchObject({ sent: false, retry: true });
  });

  it('400 for a bad URL, 403 for a site not owned: dropped, with Google’s words', async () => {
    google.answer = apiError(
      400,
      'INVALID_ARGUMENT',
      "Invalid attribute. 'url' is not in standard URL format",
    );
    expect(await api().notify('not a url', 'URL_UPDATED')).toEqual({
      sent: false,
      retry: false,
      status: 400,
      reason: "refused (400): Invalid attribute. 'url' is not in standard URL format",
    });
    google.answer = apiError(
      403,
      'PERMISSION_DENIED',
      'Permission denied. Failed to verify the URL ownership.',
    );
    expect(await api().notify(PAGE, 'URL_UPDATED')).toEqual({
      sent: false,
      retry: false,
      status: 403,
      reason: 'refused (403): Permission denied. Failed to verify the URL ownership.',
    });
  });

  it('no answer in time: to be tried again', async () => {
    google.answer = () => {
      // Never answers: the adapter's deadline ends the wait.
    };
    expect(await api(undefined, 200).notify(PAGE, 'URL_UPDATED')).toEqual({
      sent: false,
      retry: true,
      reason: 'no answer within 0.2 s',
    });
  });

  it('nobody listening: to be tried again', async () => {
    const closed = googleIndexingApi({
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 5000,
      accessToken: () => Promise.resolve('token-1'),
    });
    expect(await closed.notify(PAGE, 'URL_UPDATED')).toMatchObject({
      sent: false,
      retry: true,
      reason: expect.stringMatching(/^the Indexing API could not be reached: /),
    });
  });

  it('no token from the service account: to be tried again, and nothing sent', async () => {
    const noToken = api(() => Promise.reject(new Error('metadata server unreachable')));
    expect(await noToken.notify(PAGE, 'URL_UPDATED')).toEqual({
      sent: false,
      retry: true,
      reason: 'no access token: metadata server unreachable',
    });
    expect(google.received).toEqual([]);
  });
});

describe('which side runs', () => {
  it('Google, deployed; the record on the emulator and in tests', () => {
    expect(indexingSettings({})).toEqual({
      side: 'google',
      baseUrl: GOOGLE_INDEXING_API,
      timeoutMs: 10_000,
    });
    expect(indexingSettings({ FUNCTIONS_EMULATOR: 'true' })).toEqual({ side: 'record' });
    expect(indexingSettings({ NODE_ENV: 'test' })).toEqual({ side: 'record' });
    expect(indexingSettings({ VITEST: 'true' })).toEqual({ side: 'record' });
  });

  it('as INDEXING_API says, when it names a side', () => {
    expect(indexingSettings({ INDEXING_API: 'record' })).toEqual({ side: 'record' });
    expect(indexingSettings({ INDEXING_API: ' google ', VITEST: 'true' })).toMatchObject({
      side: 'google',
    });
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    expect(indexingSettings({ INDEXING_API: 'off' })).toEqual({ side: 'record' });
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^INDEXING_API is 'off'/));
    error.mockRestore();
  });
});
