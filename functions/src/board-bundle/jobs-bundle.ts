// GET /bundles/jobs behind a Hosting rewrite: the board as a Firestore data bundle for a first
// visit (board-bundle.ts), compressed, kept by the CDN for a few minutes. Every instance rebuilds
// it at most once in that time; on the emulator it is built anew for each request, so what tests
// and a developer store shows at once.
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { adminFirestore } from '../platform/admin';
import { firestoreReachable, runsOnEmulator } from '../platform/environment';
import { buildBoardBundle, cachedBuilder, chooseEncoding, encodedBundle } from './board-bundle';

/** How long the CDN, and each instance, keep one bundle. */
export const BOARD_BUNDLE_SECONDS = 300;

const boardBundle = cachedBuilder(
  async (now) => {
    const bundle = await buildBoardBundle(adminFirestore('Building the board'), now);
    logger.info(
      `Board bundle built: ${bundle.jobs} jobs, ${bundle.identity.length} bytes, ` +
        `${Date.now() - now} ms`,
    );
    return bundle;
  },
  runsOnEmulator(process.env) ? 0 : BOARD_BUNDLE_SECONDS * 1000,
);

export async function serveJobsBundle(request: Request, response: Response): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Only GET is supported');
    return;
  }
  if (!firestoreReachable(process.env)) {
    // Offline mode on the emulators: the app seeds its own cache and never asks for this.
    response.status(503).set('Cache-Control', 'no-store').type('text/plain');
    response.send('No Firestore emulator is running, so there is no board to bundle.');
    return;
  }
  const bundle = await boardBundle(Date.now());
  const encoding = chooseEncoding(request.get('accept-encoding'));
  response
    .status(200)
    .set('Cache-Control', `public, max-age=0, s-maxage=${BOARD_BUNDLE_SECONDS}`)
    .set('Vary', 'Accept-Encoding')
    .set('X-Board-Jobs', String(bundle.jobs))
    // Not text/*: nothing on the way should transcode it, and the app tells it from a page.
    .type('application/octet-stream');
  if (encoding !== 'identity') response.set('Content-Encoding', encoding);
  response.send(encodedBundle(bundle, encoding));
}

// Reading a board of 10,000 jobs took over a minute on the packaged Firestore emulator (which
// still stops it at 60 s); the CDN and the instance cache make a slow build rare, so in
// production it may take its time rather than fail.
export const jobsBundle = onRequest(
  { cors: false, memory: '1GiB', timeoutSeconds: 300 },
  (request, response) =>
    serveJobsBundle(request, response).catch((error: unknown) => {
      logger.error('The board bundle could not be built', error);
      response.status(503).set('Cache-Control', 'no-store').type('text/plain');
      response.send('The board could not be read. Please try again in a moment.');
    }),
);
