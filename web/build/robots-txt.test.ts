import { describe, expect, it } from 'vitest';
import { robotsOrigin, robotsTxt } from './robots-txt';

describe('robotsTxt', () => {
  it('lets every page be crawled and names the sitemap by its absolute URL', () => {
    expect(robotsTxt('https://jobs.example.com')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://jobs.example.com/sitemap.xml\n',
    );
  });
});

describe('robotsOrigin', () => {
  const base = { projectId: 'acme-jobs', demo: false, previewOrigin: 'http://localhost:4173' };

  it('takes the configured site URL first', () => {
    expect(robotsOrigin({ ...base, siteUrl: 'https://jobs.example.com' })).toBe(
      'https://jobs.example.com',
    );
  });

  it('else a real project’s default Hosting domain, else the local preview’s', () => {
    expect(robotsOrigin({ ...base, siteUrl: undefined })).toBe('https://acme-jobs.web.app');
    expect(
      robotsOrigin({ ...base, siteUrl: undefined, projectId: 'demo-portal', demo: true }),
    ).toBe('http://localhost:4173');
  });
});
