// GET /job/{id} behind a Hosting rewrite: the app's HTML with the job painted in and its tags
// in the head, for crawlers that run no JavaScript (link previews, search engines) and for a
// first visit that should see the job before the app has loaded. 200 for an open job; 410 for a
// closed or expired one (which says so, and carries no JSON-LD); 404 with noindex for an id that
// names no readable job. The CDN keeps each answer a few minutes.
import { isJobOpen, isPublicStatus } from '@portal/domain/jobs/job';
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { JOB_ID } from '@portal/domain/jobs/job';
import { readJob } from '#src/data/jobs';
import { adminFirestore } from '#src/platform/admin';
import { firestoreReachable } from '#src/platform/environment';
import { DOM_MEMORY } from '#src/platform/function-defaults';
import { sendHtml } from '#src/platform/html-page';
import { siteUrl } from '#src/platform/site';
import { appShell } from './app-shell';

/** Browsers revalidate; the CDN serves repeats for this long. */
const CDN_SECONDS = { found: 300, missing: 60 } as const;

/** The id in /job/{id}, or null when the path is not a job page's. */
export function jobIdOf(path: string): string | null {
  const match = /^\/job\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  try {
    const id = decodeURIComponent(match[1]!);
    return JOB_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

export async function serveJobPage(request: Request, response: Response): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Only GET is supported');
    return;
  }
  const template = await appShell();
  if (!firestoreReachable(process.env)) {
    // The emulators without Firestore (offline mode): the app keeps its jobs in the browser and
    // shows the page itself, so it gets the page as built.
    sendHtml(response.status(200).set('Cache-Control', 'no-store'), template);
    return;
  }
  const id = jobIdOf(request.path);
  // The page's code (React, the app's components, jsdom) loads on the first page, not whenever
  // any function's instance starts.
  const [{ renderJobPage }, { prepareServerDom }] = await Promise.all([
    import('@portal/web/server'),
    import('./server-dompurify'),
  ]);
  await prepareServerDom();

  let job;
  try {
    job = id ? await readJob(adminFirestore('Showing a job'), id) : null;
  } catch (error) {
    // The app can still load the job itself: send it as built, uncached.
    logger.error(`Job page ${request.path}: the job could not be read`, error);
    sendHtml(response.status(503).set('Cache-Control', 'no-store'), template);
    return;
  }

  const origin = siteUrl();
  // A hidden or held job is no reader's: it is missing to the public.
  const readable = job && isPublicStatus(job.status) ? job : null;
  const open = readable !== null && isJobOpen(readable, Date.now());
  const status = !readable ? 404 : open ? 200 : 410;
  const html = await renderJobPage({
    template,
    origin,
    state: !readable
      ? { kind: 'missing', id: id ?? 'unknown' }
      : { kind: open ? 'open' : 'closed', job: readable },
  });
  const seconds = readable ? CDN_SECONDS.found : CDN_SECONDS.missing;
  response
    .status(status)
    .set('Cache-Control', `public, max-age=0, s-maxage=${seconds}`)
    .set('Vary', 'Accept-Encoding');
  if (status !== 200) response.set('X-Robots-Tag', 'noindex');
  sendHtml(response, html);
}

// As many instances as the boards': every job's link in every share and search result lands here.
export const jobPage = onRequest(
  { cors: false, maxInstances: 20, memory: DOM_MEMORY },
  (request, response) =>
    serveJobPage(request, response).catch((error: unknown) => {
      logger.error(`Job page ${request.path} failed`, error);
      response.status(500).set('Cache-Control', 'no-store').type('text/plain');
      response.send('This page could not be shown. Please try again in a moment.');
    }),
);
