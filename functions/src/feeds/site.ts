// The site's name and public origin for the feeds' absolute links, chosen as job pages choose
// their canonical URL: the build's configured VITE_SITE_URL, else the origin the request came
// through (Hosting forwards the host it was asked for), so every domain a site is served on
// names itself.
import type { Request } from 'express';
import { buildConfig } from '../platform/site';

export const PRODUCT_NAME = buildConfig.productName;

/** A host name or address with an optional port: nothing else goes into a link. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the request came through, read as job pages read it (job-page.ts), except that a
 * host header that is not a host (only a caller going round Hosting can send one) gives way to
 * localhost rather than reach the XML.
 */
export function requestOrigin(request: Pick<Request, 'get' | 'protocol'>): string {
  const forwarded = request.get('x-forwarded-host') ?? request.get('host') ?? '';
  const host = forwarded.split(',')[0]!.trim();
  const protocol = request.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? request.protocol;
  return `${protocol === 'http' ? 'http' : 'https'}://${HOST.test(host) ? host : 'localhost'}`;
}

/** The origin absolute links start with: `siteUrl` when the build names one. */
export function siteOrigin(
  request: Pick<Request, 'get' | 'protocol'>,
  siteUrl: string | undefined = buildConfig.siteUrl,
): string {
  return siteUrl ?? requestOrigin(request);
}
