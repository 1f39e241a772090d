// The feed's answers that need no Firestore: a search with no search database to ask.
import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../platform/admin', () => ({ adminFirestore: () => ({}) }));
vi.mock('../search/search-database', () => ({
  searchDatabase: () => Promise.resolve(null),
  searchDatabaseSecrets: () => [],
}));

const { serveJobFeed } = await import('./feeds');

function request(url: string): Request {
  return { method: 'GET', originalUrl: url } as Request;
}

function recorder() {
  const sent = { status: 0, headers: {} as Record<string, string>, type: '', body: '' };
  const response = {
    status: (code: number) => ((sent.status = code), response),
    set: (name: string, value: string) => ((sent.headers[name.toLowerCase()] = value), response),
    type: (type: string) => ((sent.type = type), response),
    send: (body: string) => ((sent.body = body), response),
  };
  return { sent, response: response as unknown as Response };
}

describe('serveJobFeed', () => {
  it('answers a search with 503 and one uncached line when no search database is set up', async () => {
    const { sent, response } = recorder();
    await serveJobFeed(request('/feed.xml?q=react'), response);
    expect(sent).toMatchObject({
      status: 503,
      type: 'text/plain',
      body: 'Search is not set up here: no search database is configured.',
    });
    expect(sent.headers['cache-control']).toBe('no-store');
  });

  it('still refuses a bad query string first, with a 400', async () => {
    const { sent, response } = recorder();
    await serveJobFeed(request('/feed.xml?contry=India'), response);
    expect(sent.status).toBe(400);
    expect(sent.body).toBe('Unknown parameter "contry": the feed takes q, country, city, type.');
  });
});
