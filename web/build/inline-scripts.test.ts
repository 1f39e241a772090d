import { PAGE_LOADER_SCRIPT, pageLoaderElement } from '@portal/domain/pages/page-loader';
import { describe, expect, it } from 'vitest';
import { executableInlineScripts, refusedInlineScripts } from './inline-scripts';

const page = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;

describe('executableInlineScripts', () => {
  it('finds the scripts a browser runs, not scripts of data or scripts loaded from a file', () => {
    const html = page(
      [
        '<script type="module" src="/assets/shell-a1.js"></script>',
        '<script type="application/json" id="data">{"a":1}</script>',
        '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
        '<script>classic()</script>',
        "<script type='module' data-x='1'>module()</script>",
        '<script type="text/javascript">typed()</script>',
      ].join(''),
    );
    expect(executableInlineScripts(html)).toEqual(['classic()', 'module()', 'typed()']);
  });
});

describe('refusedInlineScripts', () => {
  it("lets the painted pages' loader through, whatever scripts it starts", () => {
    const loader = pageLoaderElement(['/assets/shell-b2.js'], ['/assets/app-c3.js']);
    expect(executableInlineScripts(page(loader))).toEqual([PAGE_LOADER_SCRIPT]);
    expect(refusedInlineScripts(page(loader))).toEqual([]);
  });

  it('names any other, and a loader whose text was changed', () => {
    const changed = pageLoaderElement([], []).replace('setTimeout(start, 1000)', 'start()');
    expect(refusedInlineScripts(page('<script>alert(1)</script>'))).toEqual([
      expect.stringMatching(/^'sha256-.+': alert\(1\)$/),
    ]);
    expect(refusedInlineScripts(page(changed))).toHaveLength(1);
  });
});
