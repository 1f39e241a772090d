import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forceHeaders, headersFor, readHeaderRules } from './hosting-preview';

const firebaseJson = fileURLToPath(new URL('../../firebase.json', import.meta.url));

describe('headersFor, with firebase.json’s own rules', () => {
  const rules = readHeaderRules(firebaseJson);

  it('caches hashed assets for a year and the service worker never', () => {
    expect(headersFor('/assets/index-CDB3pPfV.js', rules)).toEqual({
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor('/sw.js', rules)).toEqual({ 'Cache-Control': 'no-cache' });
  });

  it('adds nothing to a path no rule names', () => {
    expect(headersFor('/', rules)).toEqual({});
    expect(headersFor('/job/abc', rules)).toEqual({});
  });
});

describe('forceHeaders', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    // A static server that, like Vite's, names its own Cache-Control in writeHead.
    server = createServer((request, response) => {
      if (request.url === '/forced') forceHeaders(response, { 'Cache-Control': 'no-cache' });
      response.writeHead(200, { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' });
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const headersOf = (path: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      get(`${origin}${path}`, (response) => {
        response.resume();
        resolve(response.headers);
      }).on('error', reject);
    });

  it('wins over the header the server names itself, and leaves the others', async () => {
    const headers = await headersOf('/forced');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-type']).toBe('text/plain');
    expect((await headersOf('/other'))['cache-control']).toBe('no-store');
  });
});
