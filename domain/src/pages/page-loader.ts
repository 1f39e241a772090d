// The one executable inline script the portal's pages carry: the loader of a painted page (the
// boards and job pages, web/src/server/start-after-paint.ts), which imports the app's entry
// scripts once the page has painted. Its text is the same on every page and in every build, so the
// Content-Security-Policy allows it by its hash (security-headers.ts), computed from this text:
// the scripts to import travel in its element's attributes, which a hash does not cover, never in
// its text. A module script runs once the document is parsed, so it finds its own element.

/** The attribute naming, as a JSON array, the entry scripts the loader imports. */
export const LOADER_SCRIPTS_ATTRIBUTE = 'data-entry-scripts';
/** The attribute naming, as a JSON array, the chunks the loader asks the browser to preload. */
export const LOADER_PRELOADS_ATTRIBUTE = 'data-preloads';

/**
 * The loader's text, exactly as it stands between `<script type="module" …>` and `</script>`:
 * its hash is taken of these characters. It imports the scripts when the first contentful paint is
 * reported (as the app's own wait for the first paint does) or two frames on, when the first has
 * surely painted (Chromium sometimes never reports its presentation), after a frame where paint
 * timing is missing, and after a second at most (a hidden tab paints nothing).
 */
export const PAGE_LOADER_SCRIPT = `
      const loader = document.querySelector('script[${LOADER_SCRIPTS_ATTRIBUTE}]');
      const sources = JSON.parse(loader.getAttribute('${LOADER_SCRIPTS_ATTRIBUTE}'));
      const preloads = JSON.parse(loader.getAttribute('${LOADER_PRELOADS_ATTRIBUTE}'));
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        for (const src of sources) import(src);
        for (const href of preloads) {
          const link = document.createElement('link');
          Object.assign(link, { rel: 'modulepreload', crossOrigin: '', href });
          document.head.append(link);
        }
      };
      if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          start();
        }).observe({ type: 'paint', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
      } else {
        requestAnimationFrame(() => setTimeout(start, 0));
      }
      setTimeout(start, 1000);
    `;

/** A value for a single-quoted attribute: JSON's double quotes stay as they are. */
function singleQuotedAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The loader's element, importing `sources` and preloading `preloads` once the page has painted. */
export function pageLoaderElement(sources: readonly string[], preloads: readonly string[]): string {
  const attribute = (name: string, list: readonly string[]) =>
    `${name}='${singleQuotedAttribute(JSON.stringify(list))}'`;
  return (
    `<script type="module" ${attribute(LOADER_SCRIPTS_ATTRIBUTE, sources)} ` +
    `${attribute(LOADER_PRELOADS_ATTRIBUTE, preloads)}>${PAGE_LOADER_SCRIPT}</script>`
  );
}
