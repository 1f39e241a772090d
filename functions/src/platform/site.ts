// The public site the functions name: its origin for the links in mail and feeds, and the
// product's name. Each comes from the functions' environment (PORTAL_SITE_URL,
// PORTAL_PRODUCT_NAME in functions/.env) or else from the web build's own configuration
// (VITE_SITE_URL, VITE_PRODUCT_NAME), which functions/build.mjs injects. On the emulator npm
// start names its web server; a bare emulator or a test falls back to the dev server.
import type { Request } from 'express';
import { z } from 'zod';
import { runsOnEmulator, type Env } from './environment';

interface BuildConfig {
  productName: string;
  siteUrl?: string;
}

/** The web build's configuration, injected by functions/build.mjs; not there in unit tests. */
declare const __APP_CONFIG__: BuildConfig | undefined;

export const buildConfig: BuildConfig =
  typeof __APP_CONFIG__ === 'undefined' ? { productName: 'Job Portal' } : __APP_CONFIG__;

export const DEVELOPMENT_SITE_URL = 'http://localhost:5173';

const SiteUrlSchema = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

/** Where links in mail point; mail has no request to take an origin from. */
export function siteUrl(env: Env = process.env, built: BuildConfig = buildConfig): string {
  const parsed = SiteUrlSchema.safeParse(env.PORTAL_SITE_URL ?? built.siteUrl);
  if (parsed.success) return parsed.data;
  if (runsOnEmulator(env) || env.NODE_ENV === 'test' || env.VITEST) return DEVELOPMENT_SITE_URL;
  throw new Error(
    'No site URL for the links in mail: build with VITE_SITE_URL, or set PORTAL_SITE_URL in ' +
      'functions/.env (e.g. https://jobs.example.com).',
  );
}

export function productName(env: Env = process.env, built: BuildConfig = buildConfig): string {
  return env.PORTAL_PRODUCT_NAME?.trim().slice(0, 80) || built.productName;
}

/** A host name or address with an optional port: nothing else goes into a link. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the request came through, for job pages, feeds and sitemap (Hosting
 * forwards the host it was asked for). A host header that is not a host (only a caller going
 * round Hosting can send one) gives way to localhost rather than reach a page or the XML.
 */
export function requestOrigin(request: Pick<Request, 'get' | 'protocol'>): string {
  const forwarded = request.get('x-forwarded-host') ?? request.get('host') ?? '';
  const host = forwarded.split(',')[0]!.trim();
  const protocol = request.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? request.protocol;
  return `${protocol === 'http' ? 'http' : 'https'}://${HOST.test(host) ? host : 'localhost'}`;
}
