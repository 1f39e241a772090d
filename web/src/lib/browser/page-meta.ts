// Link-preview and search-engine tags for the page shown: Open Graph, Twitter card, canonical
// URL and optional JSON-LD. Tags are set while the page is mounted and removed after. A page
// the server rendered came with its own (marked data-server-meta): the app's replace them.
import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  jsonLd?: Record<string, unknown>;
  /** Keep the page out of search results (a closed job, say), though links to it still work. */
  noindex?: boolean;
}

/** '<' escaped so posted text can never close the script element. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Removes the tags the server wrote into the page, once the app has its own, or moved on. */
export function removeServerMeta(doc: Document = document): void {
  doc.head.querySelectorAll('[data-server-meta]').forEach((element) => element.remove());
}

export function usePageMeta(meta: PageMeta | null) {
  const json = meta?.jsonLd ? jsonLdText(meta.jsonLd) : null;
  useEffect(() => {
    if (!meta) return;
    removeServerMeta();
    const added: Element[] = [];
    const add = <K extends keyof HTMLElementTagNameMap>(
      tag: K,
      attributes: Record<string, string>,
      text?: string,
    ) => {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      if (text !== undefined) element.textContent = text;
      element.setAttribute('data-page-meta', '');
      document.head.append(element);
      added.push(element);
    };
    add('link', { rel: 'canonical', href: meta.url });
    add('meta', { property: 'og:type', content: 'website' });
    add('meta', { property: 'og:title', content: meta.title });
    add('meta', { property: 'og:description', content: meta.description });
    add('meta', { property: 'og:url', content: meta.url });
    add('meta', { name: 'twitter:card', content: 'summary' });
    add('meta', { name: 'twitter:title', content: meta.title });
    add('meta', { name: 'twitter:description', content: meta.description });
    if (meta.noindex) add('meta', { name: 'robots', content: 'noindex' });
    if (json) add('script', { type: 'application/ld+json' }, json);
    return () => added.forEach((element) => element.remove());
    // The tags depend on these values only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [meta?.title, meta?.description, meta?.url, meta?.noindex, json]);
}
