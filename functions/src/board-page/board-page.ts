// GET / and GET /internships behind Hosting rewrites: the app's HTML with the board's first page
// painted in (the newest 90 open jobs of the type, from the search index) and carried as data for
// the app's first render, so a first visit shows cards before any script has run and the app
// takes over the same cards. The CDN keeps a page a minute, as it keeps the search answers: a
// board's first visit costs one cached HTML document whatever the board's size. A URL with a
// query string (a search, a later page) gets the board's frame, the app answers it. Returning
// visitors never ask: their service worker answers with the frame the build painted.
import { parseBoardQuery } from '@portal/domain/jobs/board-query';
import type { JobType } from '@portal/domain/jobs/job';
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { appShell } from '#src/job-page/app-shell';
import { firestoreReachable } from '#src/platform/environment';
import { sendHtml } from '#src/platform/html-page';
import { searchDatabase, searchDatabaseSecrets } from '#src/search/search-database';
import { SEARCH_CACHE_CONTROL, searchBoard } from '#src/search/search-jobs';

/** The board a path names, or null for any other path. */
export function boardTypeOf(path: string): JobType | null {
  if (path === '/' || path === '') return 'Job';
  if (path === '/internships' || path === '/internships/') return 'Internship';
  return null;
}

/** The first page of the type's board, or null when there is none to paint here and now. */
async function firstPage(type: JobType) {
  if (!firestoreReachable(process.env)) return null;
  const db = await searchDatabase();
  if (!db) return null;
  const query = parseBoardQuery(`type=${type}`);
  if (!query.ok) throw new Error(`The unsearched ${type} board is not a valid query`);
  const answer = await searchBoard(db, query.query, new Date());
  return answer.ok ? { ...answer.page, page: 1 as const } : null;
}

export async function serveBoardPage(request: Request, response: Response): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Only GET is supported');
    return;
  }
  const type = boardTypeOf(request.path);
  if (!type) {
    response.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
    return;
  }
  const [template, { renderBoardPage }] = await Promise.all([
    appShell(),
    import('@portal/web/server'),
  ]);
  const unsearched = !request.originalUrl.includes('?');
  let page = null;
  if (unsearched) {
    // Without it (no index here, or it failed), the app lists the board itself: the frame,
    // uncached, so the next visit paints the cards.
    page = await firstPage(type).catch((error: unknown) => {
      logger.error(`Board ${request.path}: its first page could not be read`, error);
      return null;
    });
  }
  const html = await renderBoardPage({ template, type, page });
  response
    .status(200)
    .set('Cache-Control', page || !unsearched ? SEARCH_CACHE_CONTROL : 'no-store')
    .set('Vary', 'Accept-Encoding');
  sendHtml(response, html);
}

export const boardPage = onRequest(
  { cors: false, maxInstances: 20, memory: '256MiB', secrets: searchDatabaseSecrets() },
  (request, response) =>
    serveBoardPage(request, response).catch((error: unknown) => {
      logger.error(`Board page ${request.path} failed`, error);
      response.status(500).set('Cache-Control', 'no-store').type('text/plain');
      response.send('This page could not be shown. Please try again in a moment.');
    }),
);
