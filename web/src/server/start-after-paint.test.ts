import { PAGE_LOADER_SCRIPT } from '@portal/domain/pages/page-loader';
import { INLINE_SCRIPT_HASHES, scriptHash } from '@portal/domain/pages/security-headers';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { startScriptsAfterPaint } from './start-after-paint';

/** The page's one inline script, as a browser parses it: its text and its attributes. */
function loaderOf(html: string) {
  const scripts = [...new JSDOM(html).window.document.querySelectorAll('script:not([src])')];
  expect(scripts).toHaveLength(1);
  const script = scripts[0]!;
  return {
    code: script.textContent!,
    sources: JSON.parse(script.getAttribute('data-entry-scripts')!) as string[],
    preloads: JSON.parse(script.getAttribute('data-preloads')!) as string[],
  };
}

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Job Portal</title>
    <script type="module" crossorigin src="/assets/rolldown-runtime-a1.js"></script>
    <script type="module" crossorigin src="/assets/shell-b2.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-d4.js">
    <link rel="stylesheet" crossorigin href="/assets/style-c3.css">
  </head>
  <body><div id="root"><h1>Latest Jobs</h1></div></body>
</html>`;

describe('startScriptsAfterPaint', () => {
  it('leaves no entry script in the head: one loader imports them, in order, once painted', () => {
    const html = startScriptsAfterPaint(BUILT);
    expect(html).not.toMatch(/<script[^>]* src=/);
    const { code, sources } = loaderOf(html);
    expect(sources).toEqual(['/assets/rolldown-runtime-a1.js', '/assets/shell-b2.js']);
    expect(code).toContain("'first-contentful-paint'");
    // Or once the frame after the next has come: the first frame has painted by then.
    expect(code).toContain('requestAnimationFrame(() => requestAnimationFrame(');
    expect(code).toContain('setTimeout(start, 1000)');
  });

  it('asks for the module preloads with the scripts, not before the page has painted', () => {
    const html = startScriptsAfterPaint(BUILT);
    expect(html).not.toContain('<link rel="modulepreload"');
    const { code, preloads } = loaderOf(html);
    expect(preloads).toEqual(['/assets/app-d4.js']);
    expect(code).toContain("rel: 'modulepreload'");
  });

  it('writes the same loader on every page, which the Content-Security-Policy allows by its hash', () => {
    const other = BUILT.replace('shell-b2.js', 'shell-e5.js').replace('app-d4.js', 'app-f6.js');
    const { code } = loaderOf(startScriptsAfterPaint(BUILT));
    expect(code).toBe(PAGE_LOADER_SCRIPT);
    expect(loaderOf(startScriptsAfterPaint(other)).code).toBe(code);
    expect(INLINE_SCRIPT_HASHES).toContain(scriptHash(code));
  });

  it('keeps the names in its attributes as names, whatever they hold', () => {
    const odd = BUILT.replace('shell-b2.js', "shell-'&quot;<b>.js");
    const { sources } = loaderOf(startScriptsAfterPaint(odd));
    expect(sources[1]).toBe("/assets/shell-'&quot;<b>.js");
  });

  it('keeps the rest of the page as it was', () => {
    const html = startScriptsAfterPaint(BUILT);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-c3.css">');
    expect(html).toContain('<div id="root"><h1>Latest Jobs</h1></div>');
  });

  it("starts the dev server's scripts too, its hot-reload preamble left where it runs first", () => {
    const dev = `<html><head>
    <script type="module">import { injectIntoGlobalHook } from "/@react-refresh";</script>
    <script type="module" src="/@vite/client"></script>
  </head><body><div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body></html>`;
    const html = startScriptsAfterPaint(dev);
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).toContain('import { injectIntoGlobalHook } from "/@react-refresh";');
    expect(html).toContain(`data-entry-scripts='["/@vite/client","/src/main.tsx"]'`);
  });

  it('refuses a page with no entry script, rather than ship one that never starts', () => {
    expect(() => startScriptsAfterPaint('<html><body></body></html>')).toThrow(/no entry script/);
  });
});
