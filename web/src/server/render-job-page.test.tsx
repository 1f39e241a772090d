// The job page's server HTML, read as a crawler reads it: parsed, never run.
import type { Job } from '@portal/domain/jobs/job';
import { parseMissingJobId, parsePrerenderedJob } from '@portal/domain/pages/prerendered-job';
import { describe, expect, it } from 'vitest';
import { renderJobPage } from './render-job-page';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Job Portal</title>
    <meta
      name="description"
      content="Find the latest jobs and internships."
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>This job portal needs JavaScript to run.</noscript>
  </body>
</html>`;

const HOSTILE = '</script><script>alert(1)</script><!--';

const job: Job = {
  id: 'j1',
  Title: 'Frontend Intern',
  Type: 'Internship',
  Company: 'Bytewren Labs',
  ApplyURL: 'https://careers.example.com/a',
  Skills: '<ul><li>React</li></ul>',
  Description: '<p>Join <strong>us</strong><img src=x onerror="alert(2)"></p>',
  City: 'Pune',
  Country: 'India',
  Salary: 'Stipend ₹25,000 a month',
  WorkType: 'Hybrid',
  createdAt: new Date('2026-11-01T09:00:00Z'),
  updatedAt: new Date('2026-11-01T09:00:00Z'),
  expiresAt: new Date('2099-12-01T09:00:00Z'),
  posterKey: null,
  status: 'active',
};

async function page(state: Parameters<typeof renderJobPage>[0]['state']) {
  const html = await renderJobPage({
    template: TEMPLATE,
    state,
    origin: 'https://jobs.example.com',
  });
  return { html, doc: new DOMParser().parseFromString(html, 'text/html') };
}

const content = (doc: Document, selector: string) =>
  doc.querySelector(selector)?.getAttribute('content');

describe('renderJobPage', () => {
  it('paints an open job: title, company, facts, Apply Now, the description cleaned', async () => {
    const { doc } = await page({ kind: 'open', job });
    expect(doc.title).toBe('Frontend Intern at Bytewren Labs | Job Portal');
    const root = doc.getElementById('root')!;
    expect(root.querySelector('h1')?.textContent).toBe('Frontend Intern');
    const company = root.querySelector('.job-details-company a');
    expect(company?.getAttribute('href')).toBe('/company/bytewren-labs');
    expect(company?.textContent).toBe('Bytewren Labs');
    expect(company?.getAttribute('aria-label')).toBe('Bytewren Labs: jobs at this company');
    expect(root.textContent).toContain('Pune, India');
    expect(root.textContent).toContain('Stipend ₹25,000 a month');
    expect(root.textContent).toContain('Hybrid');
    const apply = [...root.querySelectorAll('a')].find((a) => a.textContent?.startsWith('Apply'));
    expect(apply?.getAttribute('href')).toBe('https://careers.example.com/a');
    // Buttons wait for the app: a press before it takes over would be lost with the view.
    const buttons = [...root.querySelectorAll('main button')];
    expect(buttons.map((button) => button.textContent?.trim() || button.ariaLabel)).toEqual([
      'Save Frontend Intern',
      'Share',
      'Report this job',
    ]);
    for (const button of buttons) expect(button.hasAttribute('disabled')).toBe(true);
    // So do the frame's: the menu, the search box, the footer's form.
    for (const control of root.querySelectorAll('header button, footer button')) {
      expect(control.hasAttribute('disabled')).toBe(true);
    }
    expect(root.querySelector('header input[type="search"]')?.hasAttribute('readonly')).toBe(true);
    expect(root.querySelector('.job-section strong')?.textContent).toBe('us');
    expect(root.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    // The frame around it, as the app paints it.
    expect(root.querySelector('header')).not.toBeNull();
    expect(root.querySelector('footer')).not.toBeNull();
  });

  it('carries the link-preview tags, one description, the canonical URL and JSON-LD', async () => {
    const { doc } = await page({ kind: 'open', job });
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    // The app puts the site's own description back when the visitor moves on.
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Join us');
    expect(
      doc.querySelector('meta[name="description"]')?.getAttribute('data-site-description'),
    ).toBe('Find the latest jobs and internships.');
    expect(content(doc, 'meta[property="og:title"]')).toBe('Frontend Intern at Bytewren Labs');
    expect(content(doc, 'meta[property="og:description"]')).toBe('Join us');
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://jobs.example.com/job/j1',
    );
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
    const jsonLd = JSON.parse(
      doc.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(jsonLd).toMatchObject({
      '@type': 'JobPosting',
      title: 'Frontend Intern',
      validThrough: '2099-12-01T09:00:00.000Z',
    });
    // The job for the app's first render, and the app's own script, started once painted.
    expect(JSON.parse(doc.getElementById('prerendered-job')!.textContent!).id).toBe('j1');
    // Painted open: the app's first render, taking the page over as it is, says so too.
    expect(
      parsePrerenderedJob(doc.getElementById('prerendered-job')!.textContent)?.openWhenPainted,
    ).toBe(true);
    expect(doc.querySelector('script[src]')).toBeNull();
    const loader = doc.querySelector('script[type="module"]:not([src])');
    expect(JSON.parse(loader!.getAttribute('data-entry-scripts')!)).toEqual([
      '/assets/index-abc.js',
    ]);
  });

  it('keeps a hostile title as text everywhere', async () => {
    const hostile = { ...job, Title: HOSTILE, Company: `"><b>${HOSTILE}` };
    const { doc } = await page({ kind: 'open', job: hostile });
    // The only scripts are the template's, the JSON-LD and the job's data.
    expect([...doc.querySelectorAll('script')].map((s) => s.type)).toEqual([
      'module',
      'application/ld+json',
      'application/json',
    ]);
    expect(doc.querySelector('#root b')).toBeNull();
    expect(doc.getElementById('root')!.querySelector('h1')?.textContent).toBe(HOSTILE);
    expect(content(doc, 'meta[property="og:title"]')).toBe(`${HOSTILE} at "><b>${HOSTILE}`);
    const jsonLd = JSON.parse(
      doc.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(jsonLd.title).toBe(HOSTILE);
    expect(JSON.parse(doc.getElementById('prerendered-job')!.textContent!).Title).toBe(HOSTILE);
  });

  it("keeps a job's replacement patterns as text: `$'`, `$``, `$&` copy nothing of the page", async () => {
    const patterns = "Dup $' and $` and $& and $$ and $1";
    const patterned = { ...job, Title: patterns, Description: `<p>${patterns}</p>` };
    const { html, doc } = await page({ kind: 'open', job: patterned });
    // One document: nothing before or after a match was copied into it.
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(doc.title).toBe(`${patterns} at Bytewren Labs | Job Portal`);
    expect(doc.getElementById('root')!.querySelector('h1')?.textContent).toBe(patterns);
    expect(doc.querySelector('#root .job-section')?.textContent).toContain(patterns);
    expect(content(doc, 'meta[property="og:title"]')).toBe(`${patterns} at Bytewren Labs`);
    expect(JSON.parse(doc.getElementById('prerendered-job')!.textContent!).Title).toBe(patterns);
  });

  it('says a closed job is closed, keeps it out of search results and has no JSON-LD', async () => {
    const { doc } = await page({ kind: 'closed', job: { ...job, status: 'closed' } });
    expect(doc.title).toBe('Frontend Intern at Bytewren Labs (closed) | Job Portal');
    expect(doc.getElementById('root')!.textContent).toContain('This job is closed');
    expect(
      parsePrerenderedJob(doc.getElementById('prerendered-job')!.textContent)?.openWhenPainted,
    ).toBe(false);
    expect(content(doc, 'meta[name="robots"]')).toBe('noindex');
    expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('gives an unknown job noindex, no job data, and the not-found page with its one h1', async () => {
    const { doc } = await page({ kind: 'missing', id: 'nope' });
    expect(doc.title).toBe('Page Not Found | Job Portal');
    expect(content(doc, 'meta[name="robots"]')).toBe('noindex');
    expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
    const root = doc.getElementById('root')!;
    const headings = root.querySelectorAll('h1');
    expect(headings).toHaveLength(1);
    expect(headings[0]!.textContent).toBe('Page Not Found');
    expect(root.querySelector('main [role="alert"]')?.textContent).toContain(
      "This page doesn't exists",
    );
    expect(root.textContent).not.toContain('Loading');
    // Word for the app's first render to show the same page, and no job.
    const data = doc.getElementById('prerendered-job')!.textContent;
    expect(parseMissingJobId(data)).toBe('nope');
    expect(parsePrerenderedJob(data)).toBeNull();
  });

  it('paints exactly one h1 on every job page', async () => {
    for (const state of [
      { kind: 'open', job },
      { kind: 'closed', job: { ...job, status: 'closed' } },
      { kind: 'missing', id: 'nope' },
    ] as const) {
      const { doc } = await page(state);
      expect(doc.querySelectorAll('h1'), state.kind).toHaveLength(1);
    }
  });

  it('gives a job that says nowhere it is no JSON-LD, and keeps its other tags', async () => {
    for (const nowhere of [
      { ...job, City: undefined, Country: undefined },
      { ...job, City: undefined, Country: undefined, WorkType: 'Remote' },
    ]) {
      const { doc } = await page({ kind: 'open', job: nowhere });
      expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
      expect(content(doc, 'meta[property="og:title"]')).toBe('Frontend Intern at Bytewren Labs');
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        'https://jobs.example.com/job/j1',
      );
      expect(doc.querySelector('meta[name="robots"]')).toBeNull();
    }
  });

  it('says where applicants of a remote job may live, and names the posting by its id', async () => {
    const remote = { ...job, City: undefined, WorkType: 'Remote' };
    const { doc } = await page({ kind: 'open', job: remote });
    const jsonLd = JSON.parse(
      doc.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(jsonLd).toMatchObject({
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
      jobLocationType: 'TELECOMMUTE',
      identifier: { '@type': 'PropertyValue', name: 'Job Portal', value: 'j1' },
    });
    expect(jsonLd).not.toHaveProperty('jobLocation');
  });
});
