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

/**
 * Removes the tags the server wrote into the page, once the app has its own, or moved on. The
 * page's description sits in the site's own description tag, which stays with the site's text
 * (kept in data-site-description).
 */
export function removeServerMeta(doc: Document = document): void {
  doc.head.querySelectorAll('[data-server-meta]').forEach((element) => {
    const siteDescription = element.getAttribute('data-site-description');
    if (siteDescription === null) {
      element.remove();
      return;
    }
    element.setAttribute('content', siteDescription);
    element.removeAttribute('data-site-description');
    element.removeAttribute('data-server-meta');
  });
}

/**
 * Puts the page's description in the document's description tag (created if there is none),
 * and answers how to put back what was there.
 */
function showDescription(description: string): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    const created = document.createElement('meta');
    created.name = 'description';
    document.head.append(created);
    tag = created;
    tag.content = description;
    return () => created.remove();
  }
  const kept = tag;
  const previous = kept.content;
  kept.content = description;
  return () => {
    kept.content = previous;
  };
}

export function usePageMeta(meta: PageMeta | null) {
  // The tags depend on these values only, not on the object that carries them.
  const json = meta?.jsonLd ? jsonLdText(meta.jsonLd) : null;
  const title = meta?.title;
  const description = meta?.description;
  const url = meta?.url;
  const noindex = meta?.noindex ?? false;
  useEffect(() => {
    if (title === undefined || description === undefined || url === undefined) return;
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
    const restoreDescription = showDescription(description);
    add('link', { rel: 'canonical', href: url });
    add('meta', { property: 'og:type', content: 'website' });
    add('meta', { property: 'og:title', content: title });
    add('meta', { property: 'og:description', content: description });
    add('meta', { property: 'og:url', content: url });
    add('meta', { name: 'twitter:card', content: 'summary' });
    add('meta', { name: 'twitter:title', content: title });
    add('meta', { name: 'twitter:description', content: description });
    if (noindex) add('meta', { name: 'robots', content: 'noindex' });
    if (json) add('script', { type: 'application/ld+json' }, json);
    return () => {
      added.forEach((element) => element.remove());
      restoreDescription();
    };
  }, [title, description, url, noindex, json]);
}
