// The tags a server-rendered page writes into its head (description, canonical, Open Graph,
// Twitter, robots, JSON-LD), as the app's usePageMeta sets them (lib/browser/page-meta.ts),
// marked so the app replaces them; and the site's own description, which the page's gives way to.
// Every value is escaped; JSON-LD goes through the script-safe JSON writer.
import { escapeHtml } from '@portal/domain/escape-html';
import { scriptSafeJson } from '@portal/domain/script-json';
import { appConfig } from '@/lib/config/app-config-instance';
import type { PageMeta } from '@/lib/browser/page-meta';

/** A tag with these attributes, every value escaped, marked as the server's. */
export function serverTag(name: string, attributes: Record<string, string>): string {
  return `<${name} ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ')} data-server-meta>`;
}

/**
 * The tags the app sets (lib/browser/page-meta.ts), marked so the app replaces them. The
 * description keeps the site's own text beside it, for the app to put back on leaving the page.
 */
export function metaTags(meta: PageMeta, siteDescription: string): string {
  const tag = serverTag;
  const tags = [
    tag('meta', {
      name: 'description',
      content: meta.description,
      'data-site-description': siteDescription,
    }),
    tag('link', { rel: 'canonical', href: meta.url }),
    tag('meta', { property: 'og:type', content: 'website' }),
    tag('meta', { property: 'og:title', content: meta.title }),
    tag('meta', { property: 'og:description', content: meta.description }),
    tag('meta', { property: 'og:url', content: meta.url }),
    tag('meta', { property: 'og:site_name', content: appConfig.productName }),
    tag('meta', { name: 'twitter:card', content: 'summary' }),
    tag('meta', { name: 'twitter:title', content: meta.title }),
    tag('meta', { name: 'twitter:description', content: meta.description }),
  ];
  if (meta.noindex) tags.push(tag('meta', { name: 'robots', content: 'noindex' }));
  if (meta.jsonLd) {
    tags.push(
      `<script type="application/ld+json" data-server-meta>${scriptSafeJson(meta.jsonLd)}</script>`,
    );
  }
  return tags.join('\n    ');
}

/** The built index.html's description of the whole site. */
export const SITE_DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/;

/** The description the built index.html gives the whole site (as written there: escaped). */
export function siteDescriptionOf(template: string): string {
  const escaped = SITE_DESCRIPTION.exec(template)?.[1] ?? '';
  return escaped
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
