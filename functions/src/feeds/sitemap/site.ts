// The site's name and public origin for the feeds' absolute links, chosen as job pages choose
// their canonical URL: the build's configured VITE_SITE_URL, else the origin the request came
// through (Hosting forwards the host it was asked for), so every domain a site is served on
// names itself.
import type { Request } from 'express';
import { buildConfig, requestOrigin } from '#src/platform/site';

export const PRODUCT_NAME = buildConfig.productName;

/** The origin absolute links start with: `siteUrl` when the build names one. */
export function siteOrigin(
  request: Pick<Request, 'get' | 'protocol'>,
  siteUrl: string | undefined = buildConfig.siteUrl,
): string {
  return siteUrl ?? requestOrigin(request);
}
