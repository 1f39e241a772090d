// The deployed side's token, as google-auth-library gets it where the functions run: from the
// metadata server, here a local HTTP server standing in for it (GCE_METADATA_HOST), with the
// Indexing API stood in for too. Nothing here reaches Google.
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { googleIndexingApi, serviceAccountToken } from './indexing-api';
import { INDEXING_SCOPE } from './indexing-settings';

let server: Server;
let host: string;
const received: { url: string; headers: IncomingMessage['headers'] }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push({ url: request.url ?? '', headers: request.headers });
    const url = new URL(request.url ?? '/', 'http://metadata');
    if (url.pathname === '/computeMetadata/v1/instance/service-accounts/default/token') {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Metadata-Flavor': 'Google' });
      response.end(
        JSON.stringify({ access_token: 'ya29.stand-in', expires_in: 3599, token_type: 'Bearer' }),
      );
      return;
    }
    if (url.pathname === '/v3/urlNotifications:publish') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{}');
      return;
    }
    response.writeHead(404, { 'Metadata-Flavor': 'Google' });
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Where the functions run: no key file, no gcloud login, a metadata server.
  vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', '');
  vi.stubEnv('HOME', mkdtempSync(join(tmpdir(), 'indexing-home-')));
  vi.stubEnv('CLOUDSDK_CONFIG', '');
  vi.stubEnv('GCE_METADATA_HOST', host);
  vi.stubEnv('METADATA_SERVER_DETECTION', 'assume-present');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("the service account's token", () => {
  it('is asked of the metadata server for the Indexing scope, and sent as the bearer', async () => {
    const api = googleIndexingApi({
      baseUrl: `http://${host}`,
      timeoutMs: 5000,
      accessToken: serviceAccountToken(),
    });
    expect(await api.notify('https://jobs.example.com/job/j1', 'URL_UPDATED')).toEqual({
      sent: true,
    });

    const token = received.find((request) =>
      request.url.includes('/service-accounts/default/token'),
    );
    expect(token?.headers['metadata-flavor']).toBe('Google');
    const scopes = new URL(token!.url, 'http://metadata').searchParams.get('scopes');
    expect(scopes?.split(',')).toEqual([INDEXING_SCOPE]);

    const publish = received.filter((request) => request.url === '/v3/urlNotifications:publish');
    expect(publish).toHaveLength(1);
    expect(publish[0]?.headers.authorization).toBe('Bearer ya29.stand-in');
  });
});
