// Every HTML page the functions write goes out through `sendHtml`, with the security headers
// Hosting gives the app's own pages (domain/src/pages/security-headers.ts: Content-Security-
// Policy, Permissions-Policy, Referrer-Policy, nosniff, no framing). firebase.json's header rules
// are written for the files Hosting serves; a function's page carries the same ones of its own,
// whatever Hosting adds to a function's answer.
import { PRODUCTION, securityHeaders, type ServedFor } from '@portal/domain/pages/security-headers';
import type { Response } from 'express';
import { runsOnEmulator, type Env } from './environment';

/**
 * What the pages are served for: Google's servers in production; on the emulator, the emulators
 * on the host the app's build reaches them at (VITE_EMULATOR_HOST, 127.0.0.1 unless set), and
 * under `npm start` (PORTAL_DEV_SHELL_URL) the dev server, whose scripts hot-reload.
 */
export function pagesServedFor(env: Env): ServedFor {
  if (!runsOnEmulator(env)) return PRODUCTION;
  return {
    emulatorHost: env.VITE_EMULATOR_HOST?.trim() || '127.0.0.1',
    devServer: Boolean(env.PORTAL_DEV_SHELL_URL),
  };
}

/**
 * Sends `html` as the page at the request's path, with its security headers; `headers` adds to
 * them or, for a page that needs less than the app (the alert links' pages), replaces them.
 */
export function sendHtml(
  response: Response,
  html: string,
  headers: Record<string, string> = {},
  env: Env = process.env,
): void {
  response
    .set({ ...securityHeaders(response.req.path, pagesServedFor(env)), ...headers })
    .type('html')
    .send(html);
}
