import { describe, expect, it } from 'vitest';
import { requestOrigin } from '#src/platform/site';
import { siteOrigin } from './site';

function request(headers: Record<string, string>, protocol = 'https') {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { protocol, get: (name: string) => lower[name.toLowerCase()] } as Parameters<
    typeof requestOrigin
  >[0];
}

describe('requestOrigin', () => {
  it('names the host Hosting was asked for, over https unless it says http', () => {
    expect(
      requestOrigin(request({ 'X-Forwarded-Host': 'jobs.example.com', Host: 'fn.run.app' })),
    ).toBe('https://jobs.example.com');
    expect(
      requestOrigin(request({ 'X-Forwarded-Host': 'localhost:4173', 'X-Forwarded-Proto': 'http' })),
    ).toBe('http://localhost:4173');
    expect(requestOrigin(request({ Host: '127.0.0.1:5001' }))).toBe('https://127.0.0.1:5001');
  });

  it('never puts a header that is not a host into a link', () => {
    expect(requestOrigin(request({ 'X-Forwarded-Host': 'evil.example/"><x>' }))).toBe(
      'https://localhost',
    );
    expect(requestOrigin(request({}))).toBe('https://localhost');
  });
});

describe('siteOrigin', () => {
  it('prefers the configured site URL', () => {
    const from = request({ Host: 'project.web.app' });
    expect(siteOrigin(from, 'https://jobs.example.com')).toBe('https://jobs.example.com');
    expect(siteOrigin(from, undefined)).toBe('https://project.web.app');
  });
});
