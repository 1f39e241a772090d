// The public site the functions write links to (mail, unsubscribe pages): PORTAL_SITE_URL and
// PORTAL_PRODUCT_NAME, set in functions/.env for production. On the emulator npm start names
// its own web server; a bare emulator falls back to the dev server.
import { z } from 'zod';
import { runsOnEmulator, type Env } from './environment';

export const DEVELOPMENT_SITE_URL = 'http://localhost:5173';

const SiteUrlSchema = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

export function siteUrl(env: Env = process.env): string {
  const parsed = SiteUrlSchema.safeParse(env.PORTAL_SITE_URL);
  if (parsed.success) return parsed.data;
  if (runsOnEmulator(env) || env.NODE_ENV === 'test' || env.VITEST) return DEVELOPMENT_SITE_URL;
  throw new Error(
    'PORTAL_SITE_URL is not a site URL: set it in functions/.env (e.g. https://jobs.example.com).',
  );
}

export function productName(env: Env = process.env): string {
  return env.PORTAL_PRODUCT_NAME?.trim().slice(0, 80) || 'Job Portal';
}
