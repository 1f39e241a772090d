// The public site the functions name: its origin for every absolute URL they write (links in
// mail, job pages' canonical URL and JSON-LD, feeds, the sitemap), and the product's name. Each
// comes from the functions' environment (PORTAL_SITE_URL, PORTAL_PRODUCT_NAME in functions/.env)
// or else from the web build's own configuration (VITE_SITE_URL, VITE_PRODUCT_NAME), which
// functions/build.mjs injects. On the emulator the scripts name their web server (npm start,
// preview) or the tests' site; a bare emulator or a unit test falls back to the dev server.
//
// Never from a request: a Host or X-Forwarded-Host header is whatever the caller wrote (a caller
// going round Hosting reaches the function's own URL with any), and the CDN would keep a page
// naming that host for everyone, for minutes. So production without a site URL refuses to
// answer, with the reason logged, rather than guess one.
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

/** The site's origin, no trailing slash: where every absolute URL the functions write points. */
export function siteUrl(env: Env = process.env, built: BuildConfig = buildConfig): string {
  const parsed = SiteUrlSchema.safeParse(env.PORTAL_SITE_URL ?? built.siteUrl);
  if (parsed.success) return parsed.data;
  if (runsOnEmulator(env) || env.NODE_ENV === 'test' || env.VITEST) return DEVELOPMENT_SITE_URL;
  throw new Error(
    'No site URL: links in mail, job pages, feeds and the sitemap need the public origin, and ' +
      'never take it from a request. Build with VITE_SITE_URL, or set PORTAL_SITE_URL in ' +
      'functions/.env (e.g. https://jobs.example.com).',
  );
}

export function productName(env: Env = process.env, built: BuildConfig = buildConfig): string {
  return env.PORTAL_PRODUCT_NAME?.trim().slice(0, 80) || built.productName;
}
