// A page the server (or the build) has painted needs no script to be seen, so its scripts
// start once its content is on screen rather than in its head: downloaded earlier, they compete
// with what the paint needs on a slow connection, and a browser's first paint waits for nothing
// of the app. The inline loader imports the build's entry scripts when the first contentful
// paint is reported (as lib/browser/after-first-paint.ts waits for it) or two frames on, when
// the first has surely painted (Chromium sometimes never reports its presentation), after a
// frame where paint timing is missing, and after a second at most (a hidden tab paints nothing).

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g;
/** Chunks the entry imports at once (web/build/start-app-beside-entry.ts): fetched, not run. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

const asScriptJson = (value: readonly string[]) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The loader, with the scripts' addresses (the build's own, JSON-encoded). */
function loader(sources: readonly string[], preloads: readonly string[]): string {
  return `<script type="module">
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        for (const src of ${asScriptJson(sources)}) import(src);
        for (const href of ${asScriptJson(preloads)}) {
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
    </script>
    `;
}

/**
 * The built page with its entry scripts started, and its module preloads asked for, by the
 * loader once the page has painted.
 */
export function startScriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0) throw new Error('The built page has no entry script to start');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  let placed = false;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => {
    if (placed) return '';
    placed = true;
    return loader(sources, preloads);
  });
}
