// A company's server HTML, read as a crawler reads it: parsed, never run.
import { LIST_PAGE_SIZE, COMPANY_PAGE_DATA_ELEMENT_ID } from '@portal/domain/constants';
import type { BoardPageData } from '@portal/domain/pages/board-page-data';
import { parseCompanyPageData } from '@portal/domain/pages/company-page-data';
import { describe, expect, it } from 'vitest';
import { renderCompanyPage, type CompanyPageState } from './render-company-page';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Job Portal</title>
    <meta name="description" content="Find the latest jobs and internships." />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const HOSTILE = '</script><script>alert(1)</script><!--';

const page: BoardPageData['page'] = {
  jobs: ['Welder', 'Design intern'].map((Title, i) => ({
    id: `j${i}`,
    Title,
    Company: i === 0 ? 'ACME Ltd.' : 'Acme',
    Country: 'India',
    Type: i === 0 ? 'Job' : 'Internship',
    createdAt: new Date(Date.UTC(2026, 10, 20 - i)),
  })),
  total: 2,
  page: 1,
  pageSize: LIST_PAGE_SIZE,
};

async function render(state: CompanyPageState, path = '/company/acme') {
  const html = await renderCompanyPage({
    template: TEMPLATE,
    path,
    state,
    origin: 'https://portal.test',
  });
  return { html, doc: new DOMParser().parseFromString(html, 'text/html') };
}

const company = (fields: Partial<Extract<CompanyPageState, { kind: 'company' }>> = {}) =>
  ({
    kind: 'company',
    slug: 'acme',
    profile: {
      name: 'ACME Ltd.',
      verifiedDomain: 'acme.example',
      description: '<p>Anvils <b>since 1949</b><img src=x onerror="alert(2)"></p>',
      jobId: 'j0',
    },
    page,
    ...fields,
  }) as const;

describe('renderCompanyPage', () => {
  it('paints the company, its badge and description, and its first page of cards', async () => {
    const { doc } = await render(company());
    const root = doc.getElementById('root')!;
    expect(root.querySelector('h1')?.textContent).toBe('ACME Ltd.');
    expect(root.querySelector('.company-verified')?.textContent).toBe(
      'Verified employer · acme.example',
    );
    const about = root.querySelector('.company-description')!;
    expect(about.innerHTML).toBe('<p>Anvils <b>since 1949</b></p>');
    expect([...root.querySelectorAll('article h3')].map((h) => h.textContent)).toEqual([
      'Welder',
      'Design intern',
    ]);
    // Its buttons wait for the app.
    expect(root.querySelector('article button:not([disabled])')).toBeNull();
    // A card's company is this page: text, not a link to itself.
    expect(root.querySelector('.job-card-company')?.textContent).toBe('ACME Ltd.');
    expect(root.querySelector('.job-card-company a')).toBeNull();
  });

  it('has the tags of its head: title, description, canonical, feed and Organization', async () => {
    const { doc } = await render(company());
    expect(doc.title).toBe('ACME Ltd. jobs | Job Portal');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Open jobs and internships at ACME Ltd. Anvils since 1949',
    );
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://portal.test/company/acme',
    );
    const feed = doc.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(feed?.getAttribute('href')).toBe('/feed.xml?company=acme');
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'ACME Ltd.',
      url: 'https://portal.test/company/acme',
      description: 'Anvils since 1949',
      sameAs: ['https://acme.example'],
    });
  });

  it('carries the page for the app, as the app reads it', async () => {
    const { doc } = await render(company());
    const text = doc.getElementById(COMPANY_PAGE_DATA_ELEMENT_ID)?.textContent;
    const painted = company();
    expect(parseCompanyPageData(text)).toEqual({
      slug: painted.slug,
      profile: painted.profile,
      page: painted.page,
    });
  });

  it('paints no cards for a search, which the app lists', async () => {
    const { doc } = await render(company({ page: null }), '/company/acme?q=weld');
    expect(doc.querySelector('#root article')).toBeNull();
    expect(doc.querySelector('#root h1')?.textContent).toBe('ACME Ltd.');
    expect(doc.getElementById('root')!.textContent).toContain('Loading jobs...');
  });

  it('attack: hostile text stays inside its elements and scripts', async () => {
    const hostile = company({
      profile: { name: HOSTILE, description: `<p>${HOSTILE}</p>`, jobId: 'j0' },
    });
    const { html, doc } = await render(hostile);
    expect(html).not.toContain('<script>alert(1)');
    expect(doc.querySelector('#root h1')?.textContent).toBe(HOSTILE);
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld.name).toBe(HOSTILE);
    expect(
      parseCompanyPageData(doc.getElementById(COMPANY_PAGE_DATA_ELEMENT_ID)?.textContent),
    ).not.toBe(null);
  });

  it('paints the not-found page for no company, and carries the slug the router reads', async () => {
    const { doc } = await render({ kind: 'missing' }, '/company/Acme%20Inc');
    expect(doc.title).toBe('Page not found | Job Portal');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('#root h1')?.textContent).toBe("This page doesn't exist");
    expect(
      parseCompanyPageData(doc.getElementById(COMPANY_PAGE_DATA_ELEMENT_ID)?.textContent),
    ).toEqual({ missing: 'Acme Inc' });
    expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('carries nothing for a path that is no company page, which the app renders itself', async () => {
    const { doc } = await render({ kind: 'missing' }, '/company/acme/jobs');
    expect(doc.querySelector('#root h1')?.textContent).toBe("This page doesn't exist");
    expect(doc.getElementById(COMPANY_PAGE_DATA_ELEMENT_ID)).toBeNull();
  });
});
