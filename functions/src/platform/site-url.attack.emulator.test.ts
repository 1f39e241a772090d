// Absolute URLs name the configured site, whatever host a request claims: a caller going round
// Hosting reaches a function with any X-Forwarded-Host it likes, and the CDN would keep a page
// naming that host for everyone. The functions under test are configured with the tests' site
// (PORTAL_SITE_URL, scripts/test/functions-tests.ts).
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobRef } from '#src/data/jobs';
import { clearFirestore, testFirestore } from '#src/test/emulators';
import { storeJob } from '#src/test/stored-jobs';

const db = testFirestore();
const SITE = process.env.PORTAL_SITE_URL!;
const EVIL = 'evil.example';
/** Every way a request may name a host of its own. */
const CLAIMED_HOST = {
  'X-Forwarded-Host': EVIL,
  'X-Forwarded-Proto': 'http',
  Forwarded: `host=${EVIL};proto=http`,
};

async function fetchClaiming(fn: string, path: string) {
  const response = await fetch(`${process.env.PORTAL_FUNCTIONS_URL}/${fn}${path}`, {
    headers: CLAIMED_HOST,
  });
  const body = await response.text();
  expect(response.status, body).toBe(200);
  expect(body).not.toContain(EVIL);
  return body;
}

beforeAll(async () => {
  expect(SITE).toMatch(/^https:\/\/[^/]+$/);
  await clearFirestore();
  await storeJob(db, 'claimed-host', { Title: 'Harbour Pilot' });
  // A place, without which a job page carries no JSON-LD.
  await jobRef(db, 'claimed-host').update({ City: 'Kochi', Country: 'India' });
});

describe('attack: a request claiming another host', () => {
  it('gets a job page whose canonical URL, Open Graph URL and JSON-LD name the configured site', async () => {
    const html = await fetchClaiming('jobPage', '/job/claimed-host');
    const doc = new JSDOM(html).window.document;
    const expected = `${SITE}/job/claimed-host`;
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(expected);
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(expected);
    const jsonLd = JSON.parse(
      doc.querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as { url?: string };
    expect(jsonLd.url).toBe(expected);
  });

  it('gets a feed whose links all name the configured site', async () => {
    const xml = await fetchClaiming('jobFeed', '/feed.xml');
    const doc = new JSDOM(xml, { contentType: 'text/xml' }).window.document;
    expect(doc.querySelector('channel > link')?.textContent).toBe(`${SITE}/`);
    const self = [...doc.querySelectorAll('channel > *')].find(
      (el) => el.localName === 'link' && el.getAttribute('rel') === 'self',
    );
    expect(self?.getAttribute('href')).toBe(`${SITE}/feed.xml`);
    const links = [...doc.querySelectorAll('item > link')].map((link) => link.textContent);
    expect(links).toContain(`${SITE}/job/claimed-host`);
    for (const link of links) expect(link?.startsWith(`${SITE}/job/`), link ?? '').toBe(true);
  });

  it('gets a sitemap whose every location is on the configured site', async () => {
    const xml = await fetchClaiming('sitemap', '/sitemap.xml');
    const doc = new JSDOM(xml, { contentType: 'text/xml' }).window.document;
    const locations = [...doc.querySelectorAll('loc')].map((loc) => loc.textContent ?? '');
    expect(locations).toContain(`${SITE}/job/claimed-host`);
    for (const location of locations) expect(location.startsWith(`${SITE}/`), location).toBe(true);
  });

  it('gets a board page that names no host of its choosing', async () => {
    await fetchClaiming('boardPage', '/');
  });
});
