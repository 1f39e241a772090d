import { describe, expect, it } from 'vitest';
import { isEmailAddress, normalizeApplyUrl, safeApplyUrl } from './apply-url';

describe('normalizeApplyUrl', () => {
  it.each([
    ['https://careers.example.com/jobs/42', 'https://careers.example.com/jobs/42'],
    ['  http://Example.com  ', 'http://example.com/'],
    ['HTTPS://jobs.example.org/apply?id=7#top', 'https://jobs.example.org/apply?id=7#top'],
    ['jobs@acme.com', 'mailto:jobs@acme.com'],
    ['first.last+jobs@mail.acme.co.in', 'mailto:first.last+jobs@mail.acme.co.in'],
    ['mailto:hr@acme.com', 'mailto:hr@acme.com'],
    ['MAILTO:hr@acme.com?subject=Application', 'mailto:hr@acme.com'],
  ])('keeps %s as %s', (input, expected) => {
    expect(normalizeApplyUrl(input)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['ftp://files.example.com/job.pdf'],
    ['careers.example.com/jobs'],
    ['/apply'],
    ['https://'],
    ['https://localhost/apply'],
    ['https://acme.com@evil.example/apply'],
    ['https://user:pass@acme.com/'],
    ['https://acme.com/a b'],
    ['https://example.com/"><script>alert(1)</script>'],
    ['https://example.com/<img src=x onerror=alert(1)>'],
    ['mailto:javascript:alert(1)'],
    ['mailto:'],
    ['jobs@acme'],
    ['jobs at acme.com'],
    ['<script>alert(1)</script>@x.com'],
    [''],
  ])('refuses %j', (input) => {
    expect(normalizeApplyUrl(input)).toBeNull();
  });
});

describe('isEmailAddress', () => {
  it('accepts an ordinary address and refuses one with a space or no dot in the domain', () => {
    expect(isEmailAddress('a@b.co')).toBe(true);
    expect(isEmailAddress('a b@c.com')).toBe(false);
    expect(isEmailAddress('a@localhost')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(250)}@b.com`)).toBe(false);
  });
});

describe('safeApplyUrl', () => {
  it('links a stored URL or mailto and nothing unsafe, even if it was stored before the rules', () => {
    expect(safeApplyUrl('mailto:hr@acme.com')).toBe('mailto:hr@acme.com');
    expect(safeApplyUrl('https://acme.com/jobs')).toBe('https://acme.com/jobs');
    expect(safeApplyUrl('javascript:alert(1)')).toBeNull();
    expect(safeApplyUrl(undefined)).toBeNull();
  });
});
