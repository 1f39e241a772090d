// GET /company/{slug} behind a Hosting rewrite: the app's HTML with the company's page painted
// in (its name, verified badge and description from the job that speaks for it, and the newest
// 90 of its open jobs and internships from the search index), its tags and Organization JSON-LD
// in the head, and the same as data for the app's first render. For crawlers that run no
// JavaScript and for a first visit, which sees the jobs before the app has loaded. The CDN keeps
// a page a minute, as it keeps the search answers. A slug companySlug would not make, or a
// company with no open job, is a 404 with the not-found page (kept a minute: a job may be posted).
// A URL with a query string (a search, a later page) gets the company without cards: the app
// lists them.
import { canonicalCompanyPath, companyOfPath } from '@portal/domain/jobs/company';
import { EMPTY_FILTER } from '@portal/domain/jobs/job-list';
import { isPublicStatus } from '@portal/domain/jobs/job';
import { companyProfileOf, speakingJob } from '@portal/domain/pages/organization';
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { readJob } from '#src/data/jobs';
import { appShell } from '#src/job-page/app-shell';
import { adminFirestore } from '#src/platform/admin';
import { firestoreReachable } from '#src/platform/environment';
import { DOM_MEMORY } from '#src/platform/function-defaults';
import { sendHtml } from '#src/platform/html-page';
import { siteUrl } from '#src/platform/site';
import { searchDatabase, searchDatabaseSecrets } from '#src/search/search-database';
import { SEARCH_CACHE_CONTROL, searchBoard } from '#src/search/search-jobs';

/** Browsers revalidate; the CDN keeps the not-found page this long. */
const MISSING_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** The company's profile and first page, or null when it has no open job. */
async function readCompany(slug: string, now: Date) {
  const db = await searchDatabase();
  if (!db) return undefined;
  const answer = await searchBoard(
    db,
    { ...EMPTY_FILTER, type: null, company: slug, page: 1 },
    now,
  );
  if (!answer.ok || answer.page.jobs.length === 0) return null;
  const speaking = speakingJob(answer.page.jobs)!;
  // The description is the job's, not its card's: one document read.
  const job = await readJob(adminFirestore('Showing a company'), speaking.id).catch(
    (error: unknown) => {
      logger.error(`Company ${slug}: its speaking job ${speaking.id} could not be read`, error);
      return null;
    },
  );
  const description =
    job && isPublicStatus(job.status) ? { CompanyDescription: job.CompanyDescription } : {};
  return {
    profile: companyProfileOf({ ...speaking, ...description }),
    page: { ...answer.page, page: 1 as const },
  };
}

export async function serveCompanyPage(request: Request, response: Response): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Only GET is supported');
    return;
  }
  // Another spelling of a company's name is the same page: sent to its one address, so links
  // and search engines keep one page a company.
  const canonical = canonicalCompanyPath(request.path);
  if (canonical) {
    const query = request.originalUrl.indexOf('?');
    response
      .set('Cache-Control', SEARCH_CACHE_CONTROL)
      .redirect(301, canonical + (query === -1 ? '' : request.originalUrl.slice(query)));
    return;
  }
  const template = await appShell();
  if (!firestoreReachable(process.env)) {
    // The emulators without Firestore (offline mode): the app lists the company itself.
    sendHtml(response.status(200).set('Cache-Control', 'no-store'), template);
    return;
  }
  const slug = companyOfPath(request.path);
  // The page's code (React, the app's components, jsdom) loads on the first page, not whenever
  // any function's instance starts.
  const [{ renderCompanyPage }, { prepareServerDom }] = await Promise.all([
    import('@portal/web/server'),
    import('#src/job-page/server-dompurify'),
  ]);
  await prepareServerDom();

  let company;
  try {
    company = slug ? await readCompany(slug, new Date()) : null;
  } catch (error) {
    // The app can still list the company itself: send it as built, uncached.
    logger.error(`Company page ${request.path}: the company could not be read`, error);
    company = undefined;
  }
  if (company === undefined) {
    // No search index here, or it failed: the app lists the company itself, uncached.
    sendHtml(response.status(200).set('Cache-Control', 'no-store'), template);
    return;
  }

  const unsearched = !request.originalUrl.includes('?');
  const html = await renderCompanyPage({
    template,
    path: request.path,
    origin: siteUrl(),
    state:
      slug && company
        ? {
            kind: 'company',
            slug,
            profile: company.profile,
            page: unsearched ? company.page : null,
          }
        : { kind: 'missing' },
  });
  response
    .status(company ? 200 : 404)
    .set('Cache-Control', company ? SEARCH_CACHE_CONTROL : MISSING_CACHE_CONTROL)
    .set('Vary', 'Accept-Encoding');
  if (!company) response.set('X-Robots-Tag', 'noindex');
  sendHtml(response, html);
}

// As many instances as the boards': every job's company links here.
export const companyPage = onRequest(
  { cors: false, maxInstances: 20, memory: DOM_MEMORY, secrets: searchDatabaseSecrets() },
  (request, response) =>
    serveCompanyPage(request, response).catch((error: unknown) => {
      logger.error(`Company page ${request.path} failed`, error);
      response.status(500).set('Cache-Control', 'no-store').type('text/plain');
      response.send('This page could not be shown. Please try again in a moment.');
    }),
);
