import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { forceHeaders, isAppNavigation, isNavigation } from './hosting-preview';
import {
  destinationFor,
  functionFor,
  headersFor,
  readHeaderRules,
  readRewriteRules,
} from './hosting-rules';

const firebaseJson = fileURLToPath(new URL('../../firebase.json', import.meta.url));

describe('headersFor, with firebase.json’s own rules', () => {
  const rules = readHeaderRules(firebaseJson);

  it('caches hashed assets for a year and the service worker never', () => {
    expect(headersFor('/assets/index-CDB3pPfV.js', rules)).toMatchObject({
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor('/sw.js', rules)).toMatchObject({ 'Cache-Control': 'no-cache' });
  });

  it('gives every path the security headers, a later rule replacing an earlier one’s', () => {
    expect(headersFor('/job/abc', rules)).toHaveProperty('X-Content-Type-Options', 'nosniff');
    expect(headersFor('/job/abc', rules)['Permissions-Policy']).toContain('microphone=()');
    expect(headersFor('/assessments', rules)['Permissions-Policy']).toContain('microphone=(self)');
    expect(headersFor('/', rules)).not.toHaveProperty('Cache-Control');
  });
});

describe('functionFor, with firebase.json’s own rewrites', () => {
  const rules = readRewriteRules(firebaseJson);

  it('sends job pages and the search to their functions', () => {
    expect(functionFor('/job/abc', rules)).toEqual({ name: 'jobPage', region: 'us-central1' });
    expect(functionFor('/api/jobs/search', rules)).toEqual({
      name: 'searchJobs',
      region: 'us-central1',
    });
    expect(functionFor('/api/jobs/places', rules)).toEqual({
      name: 'jobPlaces',
      region: 'us-central1',
    });
  });

  it('sends the feed and the sitemap to their functions', () => {
    expect(functionFor('/feed.xml', rules)).toEqual({ name: 'jobFeed', region: 'us-central1' });
    expect(functionFor('/sitemap.xml', rules)).toEqual({ name: 'sitemap', region: 'us-central1' });
    expect(destinationFor('/feed.xml', rules)).toBeNull();
    expect(functionFor('/subscription/confirm', rules)).toEqual({
      name: 'confirmSubscription',
      region: 'us-central1',
    });
    expect(functionFor('/subscription/unsubscribe', rules)).toEqual({
      name: 'unsubscribe',
      region: 'us-central1',
    });
    expect(functionFor('/still-hiring', rules)).toEqual({
      name: 'stillHiring',
      region: 'us-central1',
    });
  });

  it('sends the boards to the function that paints their first page', () => {
    expect(functionFor('/', rules)).toEqual({ name: 'boardPage', region: 'us-central1' });
    expect(functionFor('/internships', rules)).toEqual({
      name: 'boardPage',
      region: 'us-central1',
    });
  });

  it('leaves every other path to the app', () => {
    expect(functionFor('/jobs', rules)).toBeNull();
    expect(functionFor('/bundles/other', rules)).toBeNull();
  });
});

describe('destinationFor, with firebase.json’s own rewrites', () => {
  const rules = readRewriteRules(firebaseJson);

  it('serves the unpainted shell for every page no function paints', () => {
    expect(destinationFor('/about', rules)).toBe('/shell.html');
    expect(destinationFor('/internships/more', rules)).toBe('/shell.html');
  });

  it('leaves paths a function serves to the function', () => {
    expect(destinationFor('/job/abc', rules)).toBeNull();
    expect(destinationFor('/', rules)).toBeNull();
    expect(destinationFor('/internships', rules)).toBeNull();
  });
});

describe('isNavigation', () => {
  const request = (headers: Record<string, string>) => ({ headers }) as IncomingMessage;

  it('tells a page the browser will show from data it fetches', () => {
    expect(isNavigation(request({ 'sec-fetch-dest': 'document' }))).toBe(true);
    expect(isNavigation(request({ 'sec-fetch-dest': 'empty', accept: '*/*' }))).toBe(false);
    expect(isNavigation(request({ accept: 'text/html,application/xhtml+xml' }))).toBe(true);
    expect(isNavigation(request({ accept: '*/*' }))).toBe(false);
  });
});

describe('isAppNavigation', () => {
  const page = { headers: { 'sec-fetch-dest': 'document' } } as unknown as IncomingMessage;

  it('leaves the app its pages, and a document with an extension to whoever serves it', () => {
    expect(isAppNavigation(page, '/')).toBe(true);
    expect(isAppNavigation(page, '/job/abc')).toBe(true);
    expect(isAppNavigation(page, '/feed.xml')).toBe(false);
    expect(isAppNavigation(page, '/sitemap.xml')).toBe(false);
    // The pages the links in alert mail open are written by functions, in a tab too.
    expect(isAppNavigation(page, '/subscription/confirm')).toBe(false);
    expect(isAppNavigation(page, '/subscription/unsubscribe')).toBe(false);
    // And those the "still hiring?" mail's links open.
    expect(isAppNavigation(page, '/still-hiring')).toBe(false);
    expect(isAppNavigation(page, '/still-hiringx')).toBe(true);
    expect(isAppNavigation(page, '/alerts')).toBe(true);
    const fetched = { headers: { 'sec-fetch-dest': 'empty' } } as unknown as IncomingMessage;
    expect(isAppNavigation(fetched, '/api/jobs/search')).toBe(false);
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
