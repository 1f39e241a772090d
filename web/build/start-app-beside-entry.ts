// main.tsx imports the app (src/app/app.tsx: the router, the layout) as a chunk of its own, so
// that a phone runs React's code and the app's in two tasks rather than one long one. Asked for
// only once the entry has run, its file and the chunk it re-exports would each cost a round trip
// more before the app can start. The page preloads them beside the entry, so the browser fetches
// all three at once (a painted page's loader asks for them after its first paint). Preloaded, not
// imported: a module runs with its imports, and the app's would run React's with it in one task.
import type { Plugin } from 'vite';

/** The module the entry imports at once, as its own chunk. */
export const APP_MODULE = /\/src\/app\/app\.tsx$/;

export function startAppBesideEntry(): Plugin {
  return {
    name: 'portal:start-app-beside-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const app = chunks.find((chunk) => APP_MODULE.test(chunk.facadeModuleId ?? ''));
        if (!app) throw new Error('The build has no chunk for src/app/app.tsx');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const files = [app.fileName, ...app.imports].filter(
          (file) => file !== entry?.fileName && !entry?.imports.includes(file),
        );
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
