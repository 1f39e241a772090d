// A page the server (or the build) has painted needs no script to be seen, so its scripts
// start once its content is on screen rather than in its head: downloaded earlier, they compete
// with what the paint needs on a slow connection, and a browser's first paint waits for nothing
// of the app. The inline loader imports the build's entry scripts when the first contentful
// paint is reported (as lib/browser/after-first-paint.ts waits for it) or two frames on, when
// the first has surely painted (Chromium sometimes never reports its presentation), after a
// frame where paint timing is missing, and after a second at most (a hidden tab paints nothing).
// The loader's text is the same on every page (domain's page-loader.ts), so the pages' Content-
// Security-Policy allows it by its hash; the scripts it starts are named in its attributes.
import { pageLoaderElement } from '@portal/domain/pages/page-loader';

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g;
/** Chunks the entry imports at once (web/build/start-app-beside-entry.ts): fetched, not run. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

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
    return `${pageLoaderElement(sources, preloads)}
    `;
  });
}
