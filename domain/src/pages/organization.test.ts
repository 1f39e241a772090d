import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE } from '../constants';
import { scriptSafeJson } from '../script-json';
import type { JobCard } from '../jobs/board-query';
import {
  companyProfileOf,
  organizationJsonLd,
  speakingJob,
  type CompanyProfile,
} from './organization';
import {
  companyPageDataText,
  parseCompanyPageData,
  type CompanyPageData,
} from './company-page-data';

const card = (id: string, fields: Partial<JobCard> = {}): JobCard => ({
  id,
  Title: `Role ${id}`,
  Company: 'Acme',
  Type: 'Job',
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  ...fields,
});

describe('the job that speaks for a company', () => {
  it('is the newest whose poster verified the domain, else the newest', () => {
    const unverified = card('newest', { Company: 'ACME Inc.' });
    const verified = card('verified', { verifiedDomain: 'acme.example' });
    expect(speakingJob([unverified, verified, card('older')])).toBe(verified);
    expect(speakingJob([unverified, card('older')])).toBe(unverified);
    expect(speakingJob([])).toBeUndefined();
  });

  it('gives the company its name, badge and description, and no blank description', () => {
    expect(
      companyProfileOf({
        ...card('j1', { verifiedDomain: 'acme.example' }),
        CompanyDescription: '<p>We make <b>anvils</b>.</p>',
      }),
    ).toEqual({
      name: 'Acme',
      verifiedDomain: 'acme.example',
      description: '<p>We make <b>anvils</b>.</p>',
      jobId: 'j1',
    });
    expect(companyProfileOf({ ...card('j2'), CompanyDescription: ' ' })).toEqual({
      name: 'Acme',
      jobId: 'j2',
    });
  });
});

describe("a company's Organization JSON-LD", () => {
  const url = 'https://portal.test/company/acme';

  it('names it, its page, and its description as a reader sees it', () => {
    const profile: CompanyProfile = {
      name: 'Acme & Sons',
      description: '<p>Anvils&nbsp;&amp; <em>rockets</em></p><ul><li>Since 1949</li></ul>',
      jobId: 'j1',
    };
    expect(organizationJsonLd(profile, url)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Acme & Sons',
      url,
      description: 'Anvils & rockets Since 1949',
    });
  });

  it('says its verified domain is the same organization', () => {
    const ld = organizationJsonLd(
      { name: 'Acme', verifiedDomain: 'acme.example', jobId: 'j' },
      url,
    );
    expect(ld['sameAs']).toEqual(['https://acme.example']);
    expect(ld).not.toHaveProperty('description');
  });

  it('a hostile name or description cannot close the script it is written into', () => {
    const profile: CompanyProfile = {
      name: '</script><script>alert(1)</script>\u2028',
      description: '<p>&lt;/script&gt;<img src=x onerror=alert(2)></p>',
      jobId: 'j1',
    };
    const text = scriptSafeJson(organizationJsonLd(profile, url));
    expect(text).not.toMatch(/<|\u2028/);
    expect(JSON.parse(text)).toMatchObject({
      name: profile.name,
      description: '</script>',
    });
  });
});

describe('the painted company', () => {
  const painted: Extract<CompanyPageData, { slug: string }> = {
    slug: 'acme',
    profile: { name: '</script><!-- Acme', description: '<p>x</p>', jobId: 'j1' },
    page: { jobs: [card('j1')], total: 1, page: 1, pageSize: LIST_PAGE_SIZE },
  };

  it('travels as text no value can break out of, and reads back whole', () => {
    const text = companyPageDataText(painted);
    expect(text).not.toMatch(/</);
    expect(parseCompanyPageData(text)).toEqual(painted);
    expect(parseCompanyPageData(companyPageDataText({ ...painted, page: null }))).toEqual({
      ...painted,
      page: null,
    });
    expect(parseCompanyPageData(companyPageDataText({ missing: 'Acme Inc' }))).toEqual({
      missing: 'Acme Inc',
    });
  });

  it('is nothing when missing, malformed, or for a slug companySlug would not make', () => {
    expect(parseCompanyPageData(null)).toBeNull();
    expect(parseCompanyPageData('{')).toBeNull();
    expect(parseCompanyPageData(JSON.stringify({ ...painted, slug: 'Acme' }))).toBeNull();
    expect(
      parseCompanyPageData(JSON.stringify({ ...painted, page: { ...painted.page, page: 2 } })),
    ).toBeNull();
  });
});
