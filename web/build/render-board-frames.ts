// The build paints the frames of `/` and `/internships` (web/src/server/render-board-page.tsx):
// the layout and the board's loading frame, as the app's first render shows them. The service
// worker keeps them, so a return visit, online or not, shows the board's frame from the HTML and
// the stylesheet before the app's script has run. A first visit gets the same page with its first
// cards from the boardPage function instead, so the build writes no index.html (Hosting would
// serve it for `/` before any rewrite): `/`'s frame is board.html. The unpainted index.html is
// kept as shell.html: Hosting serves it for every other path (firebase.json), the service worker
// answers other navigations with it, and the functions render job pages and boards into it.
// Runs when the bundle is written, before the service worker's precache list is made, so the
// painted pages are precached too.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { SOURCE_ALIAS } from './source-alias.ts';

/** The app's page with nothing painted in it. */
export const SHELL_FILE = 'shell.html';

interface BoardRenderer {
  BOARD_FRAMES: readonly { path: string; file: string; type: 'Job' | 'Internship' }[];
  renderBoardPage(request: {
    template: string;
    type: 'Job' | 'Internship';
    page: null;
  }): Promise<string>;
}

/** `define`: the build's own, so the painted page says what the app will say. */
export function paintBoards(define: Record<string, string>): Plugin {
  let webRoot = '';
  let outDir = '';
  return {
    name: 'portal:render-board-frames',
    apply: 'build',
    configResolved(config) {
      webRoot = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, SHELL_FILE), template);
      // No index.html: Hosting would serve it for `/` before the boardPage function.
      rmSync(join(outDir, 'index.html'));
      // The app's own components, run on Node by Vite's module runner.
      const server = await createServer({
        configFile: false,
        root: webRoot,
        envDir: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null },
        define,
        resolve: { alias: [SOURCE_ALIAS] },
        plugins: [react()],
      });
      try {
        const renderer = (await server.ssrLoadModule(
          '/src/server/render-board-page.tsx',
        )) as BoardRenderer;
        for (const board of renderer.BOARD_FRAMES) {
          const html = await renderer.renderBoardPage({ template, type: board.type, page: null });
          writeFileSync(join(outDir, board.file), html);
        }
      } finally {
        await server.close();
      }
    },
  };
}
