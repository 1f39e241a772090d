// The site's name for the feeds. Their absolute links start with the configured site URL
// (platform/site.ts), never with a host a request names.
import { buildConfig } from '#src/platform/site';

export const PRODUCT_NAME = buildConfig.productName;
