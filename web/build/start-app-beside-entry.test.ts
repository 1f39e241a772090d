import type { HtmlTagDescriptor, IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { startAppBesideEntry } from './start-app-beside-entry';

function chunk(
  fileName: string,
  fields: { facadeModuleId?: string; isEntry?: boolean; imports?: string[] },
) {
  return { type: 'chunk', fileName, facadeModuleId: null, isEntry: false, imports: [], ...fields };
}

function tagsFor(bundle: Record<string, unknown>): HtmlTagDescriptor[] {
  const hook = startAppBesideEntry().transformIndexHtml as { handler: IndexHtmlTransformHook };
  const context = { bundle, path: '/index.html', filename: 'index.html' };
  return hook.handler.call(
    {} as ThisParameterType<IndexHtmlTransformHook>,
    '<html></html>',
    context as unknown as IndexHtmlTransformContext,
  ) as HtmlTagDescriptor[];
}

describe('startAppBesideEntry', () => {
  it("preloads the app's chunk and what it imports, less what the entry already loads", () => {
    const tags = tagsFor({
      entry: chunk('assets/shell-a1.js', { isEntry: true, imports: ['assets/runtime-b2.js'] }),
      app: chunk('assets/app-c3.js', {
        facadeModuleId: '/work/web/src/app/app.tsx',
        imports: ['assets/app-d4.js', 'assets/shell-a1.js', 'assets/runtime-b2.js'],
      }),
      page: chunk('assets/jobs-page-e5.js', {
        facadeModuleId: '/work/web/src/features/jobs/jobs-page.tsx',
      }),
    });
    expect(tags.map((tag) => tag.attrs)).toEqual([
      { rel: 'modulepreload', crossorigin: true, href: '/assets/app-c3.js' },
      { rel: 'modulepreload', crossorigin: true, href: '/assets/app-d4.js' },
    ]);
    expect(tags.every((tag) => tag.tag === 'link' && tag.injectTo === 'head')).toBe(true);
  });

  it('stops the build when the app is no longer a chunk of its own', () => {
    expect(() => tagsFor({ entry: chunk('assets/shell-a1.js', { isEntry: true }) })).toThrow(
      /no chunk for src\/app\/app.tsx/,
    );
  });
});
