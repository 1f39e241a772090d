import { describe, expect, it } from 'vitest';
import { startScriptsAfterPaint } from './start-after-paint';

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
    const loaders = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)];
    expect(loaders).toHaveLength(1);
    const code = loaders[0]![1]!;
    expect(code).toContain('["/assets/rolldown-runtime-a1.js","/assets/shell-b2.js"]');
    expect(code).toContain("'first-contentful-paint'");
    // Or once the frame after the next has come: the first frame has painted by then.
    expect(code).toContain('requestAnimationFrame(() => requestAnimationFrame(');
    expect(code).toContain('setTimeout(start, 1000)');
  });

  it('asks for the module preloads with the scripts, not before the page has painted', () => {
    const html = startScriptsAfterPaint(BUILT);
    expect(html).not.toContain('<link rel="modulepreload"');
    const code = html.match(/<script type="module">([\s\S]*?)<\/script>/)![1]!;
    expect(code).toContain('["/assets/app-d4.js"]');
    expect(code).toContain("rel: 'modulepreload'");
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
    expect(html).toContain('["/@vite/client","/src/main.tsx"]');
  });

  it('refuses a page with no entry script, rather than ship one that never starts', () => {
    expect(() => startScriptsAfterPaint('<html><body></body></html>')).toThrow(/no entry script/);
  });
});
