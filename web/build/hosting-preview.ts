// The dev server and `vite preview` serving pages as Firebase Hosting serves them in production.
// The preview serves the build: with the headers Hosting gives it (firebase.json's, which are
// domain/src/pages/security-headers.ts's: the security headers of every page, hashed assets cached
// for a year, the service worker never; for an emulator build, a Content-Security-Policy that lets
// it reach the emulators), without the files the deploy leaves out (firebase.json's `ignore`: the
// source maps), with its rewrites to functions (the boards' and job pages, search, the feed, the
// sitemap) sent to the Functions emulator, whose pages carry their own headers as in production,
// and its rewrite to a file (the shell, for every other path) followed. Where no function can
// paint a board (offline mode, or the emulator not answering), its frame as the build painted it.
// Vite's preview already compresses. The dev server's pages carry the same security headers, with
// a policy loosened for hot reload (security-headers.ts says how).
import { readFileSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import { hostingHeaders, type ServedFor } from '../../domain/src/pages/security-headers.ts';
import type { Plugin } from 'vite';
import {
  destinationFor,
  functionFor,
  functionsEmulatorOrigin,
  headersFor,
  isIgnored,
  readHosting,
} from './hosting-rules.ts';

/**
 * Sends the request to the function on the Functions emulator and its answer back, as Hosting
 * does (with the host it was asked for in X-Forwarded-Host). Calls `fallback` when the emulator
 * does not answer, so a preview without functions still serves the app.
 */
function proxyToFunction(
  request: IncomingMessage,
  response: ServerResponse,
  target: URL,
  fallback: () => void,
): void {
  const headers = { ...request.headers };
  delete headers.host;
  const upstream = httpRequest(
    target,
    {
      method: request.method,
      headers: {
        ...headers,
        'x-forwarded-host': request.headers.host ?? 'localhost',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      // Hosting compresses what a function sends; the emulator does not.
      const compress =
        /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) &&
        !answer.headers['content-encoding'] &&
        /^(?:text\/|application\/(?:json|xml|rss\+xml))/.test(answer.headers['content-type'] ?? '');
      if (!compress) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const headers = { ...answer.headers, 'content-encoding': 'gzip' };
      delete headers['content-length'];
      response.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(createGzip()).pipe(response);
    },
  );
  upstream.on('error', (error) => {
    console.warn(`[preview] ${target.href} did not answer (${error.message}): serving the app`);
    if (!response.headersSent) fallback();
  });
  request.pipe(upstream);
}

/**
 * Makes `response` carry `headers` whatever the static server sets: Vite's sets its own
 * Cache-Control in writeHead, so ours are applied last, there.
 */
export function forceHeaders(response: ServerResponse, headers: Record<string, string>): void {
  const forced = Object.keys(headers).map((key) => key.toLowerCase());
  if (forced.length === 0) return;
  const writeHead = response.writeHead.bind(response) as (
    status: number,
    ...rest: unknown[]
  ) => ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    for (const [key, value] of Object.entries(headers)) response.setHeader(key, value);
    // Headers passed to writeHead itself beat setHeader: drop theirs for the ones we force.
    const given = rest.find(
      (arg): arg is Record<string, unknown> =>
        typeof arg === 'object' && arg !== null && !Array.isArray(arg),
    );
    if (given) {
      for (const name of Object.keys(given)) {
        if (forced.includes(name.toLowerCase())) delete given[name];
      }
    }
    return writeHead(status, ...rest);
  }) as ServerResponse['writeHead'];
}

export interface PreviewOptions {
  /** Each board's path and the file the build painted its frame into. */
  boardFrames: readonly { path: string; file: string }[];
  /** Serve the boards' frames, not the function (offline mode has none to ask). */
  boardsFromFiles: boolean;
  /** What the build talks to: its pages' policy allows that (the emulators, or Google's servers). */
  servedFor: ServedFor;
}

/** The file holding the painted frame of the board at `path`, or null. */
export function boardFileFor(path: string, boards: PreviewOptions['boardFrames']): string | null {
  const normalised = path.length > 1 ? path.replace(/\/$/, '') : path;
  return boards.find((board) => board.path === normalised)?.file ?? null;
}

/**
 * Whether `path` names a file in `dir` that Hosting would have: a directory is no file (Hosting
 * has no index.html), nor is a file the deploy leaves out (`ignore`).
 */
function isFileIn(dir: string, path: string, ignore: readonly string[]): boolean {
  try {
    const file = decodeURIComponent(path);
    return !isIgnored(file, ignore) && statSync(join(dir, file)).isFile();
  } catch {
    return false;
  }
}

/** `projectId`: the project the Functions emulator serves, as the app's configuration names it. */
export function hostingPreview(
  firebaseJsonPath: string,
  projectId: string,
  { boardFrames, boardsFromFiles, servedFor }: PreviewOptions,
): Plugin {
  const upstreamFor = (url: URL, target: { name: string; region: string }) =>
    new URL(
      `/${projectId}/${target.region}/${target.name}${url.pathname}${url.search}`,
      functionsEmulatorOrigin(firebaseJsonPath),
    );
  return {
    name: 'portal:hosting-preview',
    configureServer(server) {
      // The development server serves pages as Hosting does: the boards and job pages from their
      // functions, server-rendered into the dev server's own page (DEV_SHELL_PATH, which the
      // functions ask for), so its scripts are the sources with hot reload; every other page is
      // the app's. Offline mode has no functions to render pages: the app renders them all.
      const { rewrites } = readHosting(firebaseJsonPath);
      const headers = hostingHeaders({ ...servedFor, devServer: true });
      const indexHtml = join(server.config.root, 'index.html');
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://dev');
        // A page the browser shows gets the security headers Hosting would give it; the
        // functions' pages carry the same ones of their own.
        if (isNavigation(request)) {
          for (const [name, value] of Object.entries(headersFor(url.pathname, headers))) {
            response.setHeader(name, value);
          }
        }
        if (url.pathname === DEV_SHELL_PATH) {
          void server
            .transformIndexHtml('/', readFileSync(indexHtml, 'utf8'))
            .then((html) => {
              response.writeHead(200, {
                'Content-Type': 'text/html; charset=utf-8',
                'Cache-Control': 'no-store',
              });
              response.end(html);
            })
            .catch(next);
          return;
        }
        const appRenders = boardsFromFiles && isAppNavigation(request, url.pathname);
        const target = appRenders ? null : functionFor(url.pathname, rewrites);
        if (!target) return next();
        proxyToFunction(request, response, upstreamFor(url, target), () => next());
      });
    },
    configurePreviewServer(server) {
      const { ignore, rewrites } = readHosting(firebaseJsonPath);
      // firebase.json's own for a build of a real project (security-headers.test.ts holds them
      // equal); for an emulator build, the same with the emulators in its policy.
      const headers = hostingHeaders(servedFor);
      const outDir = join(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview');
        // Hosting's headers go with whatever its files answer, the path asked for deciding them.
        const serveFile = () => {
          forceHeaders(response, headersFor(url.pathname, headers));
          next();
        };
        // A file that exists is served as it is; rewrites apply only to paths with none.
        const hasFile = isFileIn(outDir, url.pathname, ignore);
        const boardFile = boardFileFor(url.pathname, boardFrames);
        // A board's painted frame, when its function cannot or should not paint it.
        const serveBoardFrame = () => {
          request.url = `/${boardFile}${url.search}`;
          serveFile();
        };
        if (boardFile && boardsFromFiles) return serveBoardFrame();
        const target = hasFile ? null : functionFor(url.pathname, rewrites);
        if (target) {
          const fallback = boardFile ? serveBoardFrame : serveFile;
          proxyToFunction(request, response, upstreamFor(url, target), fallback);
          return;
        }
        // A file the deploy leaves out (a source map) is no file: the shell answers for it, as
        // Hosting's last rewrite does for any path with none.
        const destination = hasFile ? null : destinationFor(url.pathname, rewrites);
        if (destination) request.url = `${destination}${url.search}`;
        serveFile();
      });
    },
  };
}

/**
 * Where the development server serves its own page (index.html with Vite's client and the app's
 * sources), for the functions to render the boards and job pages into (PORTAL_DEV_SHELL_URL).
 */
export const DEV_SHELL_PATH = '/@portal/shell.html';

/**
 * Pages only a function writes (the links in alert mail, and in the mail asking a poster whether
 * their job is still open): never the app's, even in a tab.
 */
export const SERVER_PAGES = /^\/(?:subscription\/|still-hiring(?:$|[/?]))/;

/**
 * Whether the browser asks for one of the app's pages: a navigation to a path that names no file.
 * No route of the app has an extension, so /feed.xml opened in a tab is the feed's.
 */
export function isAppNavigation(request: IncomingMessage, pathname: string): boolean {
  return isNavigation(request) && !/\.[a-z0-9]+$/i.test(pathname) && !SERVER_PAGES.test(pathname);
}

/** Whether the browser asks for a page to show, rather than fetching data. */
export function isNavigation(request: IncomingMessage): boolean {
  const dest = request.headers['sec-fetch-dest'];
  if (dest) return dest === 'document';
  return /text\/html/.test(request.headers.accept ?? '');
}
