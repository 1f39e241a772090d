// The PWA build: React, the web manifest and a service worker that precaches the app shell.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { MICROPHONE_PATHS } from '../domain/src/pages/security-headers.ts';
import { refuseAppCheckDebugToken } from './build/app-check-debug-token.ts';
import { hostingPreview, SERVER_PAGES } from './build/hosting-preview.ts';
import { inlineScriptsAllowed } from './build/inline-scripts.ts';
import { paintBoards, SHELL_FILE } from './build/render-board-frames.ts';
import { robotsOrigin, robotsTxtPlugin } from './build/robots-txt.ts';
import { eagerCommonJsFile } from './build/eager-commonjs.ts';
import { SOURCE_ALIAS, WEB_SOURCE } from './build/source-alias.ts';
import { startAppBesideEntry } from './build/start-app-beside-entry.ts';
import { parseAppConfig, requireSiteUrlToDeploy } from './src/lib/config/app-config.ts';
import { BOARD_FRAMES } from './src/server/board-frames.ts';
import { DEMO_PROJECT_ID, resolveFirebaseSettings } from './src/lib/firebase/firebase-config.ts';

export const THEME_COLOR = '#1d4ed8';

// .env files live at the repository root, beside firebase.json.
const envDir = fileURLToPath(new URL('..', import.meta.url));

// React Router 7's package exports name only its development build, warnings and checks
// included (remix-run/react-router#14102); a production build takes the production files it
// ships beside them.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * Chrome's explicit compile hint (v8.dev/blog/explicit-compile-hints): V8 compiles a function
 * when it is first called, on the main thread, unless the file asks for all of its functions to
 * be compiled as it downloads, on a background thread. Every chunk carries it: a chunk is
 * downloaded when a page needs it, and runs most of its code then. Measured on the painted `/`
 * at 4x CPU: the main thread's lazy compiling went from 206-219 ms to 7-11 ms once the app's
 * own chunks (React Router and our code) carried it too, not only Firebase, Zod and React.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint first in every chunk. It must open the file, so it is written once the files
 * are: Vite puts code of its own at the top of a chunk until then. The hint does not reach the
 * factories of the CommonJS modules a chunk bundles (React DOM's): eager-commonjs.ts does.
 */
function compileHints(): Plugin {
  return {
    name: 'portal:compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        // A worker's chunks come into the app's bundle as assets (lib/public-reads).
        if (chunk.type !== 'chunk' && !chunk.fileName.endsWith('.js')) continue;
        const file = join(options.dir!, chunk.fileName);
        const mapFile = `${file}.map`;
        let code = readFileSync(file, 'utf8');
        let mapText = existsSync(mapFile) ? readFileSync(mapFile, 'utf8') : null;
        const eager = eagerCommonJsFile(code, mapText);
        if (eager) ({ code, map: mapText } = eager);
        writeFileSync(file, `${COMPILE_HINT}\n${code}`);
        // The source map's lines move down by the one added (the maps stay beside the build,
        // which Hosting never deploys: firebase.json's `ignore`).
        if (!mapText) continue;
        const map = JSON.parse(mapText) as { mappings: string };
        writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // Invalid configuration stops the build or dev server here, with the reason.
  const env = { ...loadEnv(mode, envDir, 'VITE_'), ...process.env };
  const appConfig = parseAppConfig(env);
  // A build to deploy names its public origin: no absolute URL comes from a request's host.
  if (command === 'build') requireSiteUrlToDeploy(appConfig, resolveFirebaseSettings(env));
  const productName = appConfig.productName;
  // index.html reads %VITE_PRODUCT_NAME%; give it the same default as the app.
  process.env.VITE_PRODUCT_NAME = productName;

  const define = { __APP_CONFIG__: JSON.stringify(appConfig) };
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim() || DEMO_PROJECT_ID;
  // The emulators, or Google's servers: the pages' Content-Security-Policy lets the app reach them.
  const emulatorHost = resolveFirebaseSettings(env).emulators?.host ?? null;
  const previewPort = 4173;

  return {
    envDir,
    resolve: {
      alias: [
        SOURCE_ALIAS,
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
              // Firestore's pipelines' regular expressions, which the app never runs.
              { find: /^re2js$/, replacement: `${WEB_SOURCE}lib/firebase/re2js-left-out.ts` },
            ]
          : []),
      ],
    },
    define,
    plugins: [
      refuseAppCheckDebugToken(env),
      react(),
      startAppBesideEntry(),
      paintBoards(define),
      compileHints(),
      // Every inline script the build writes is one the pages' policy allows by its hash.
      inlineScriptsAllowed(),
      // `npm run preview` sends the headers Hosting would (firebase.json's, with the emulators in
      // the policy of an emulator build), and its rewrites to functions to the Functions emulator.
      hostingPreview(fileURLToPath(new URL('../firebase.json', import.meta.url)), projectId, {
        boardFrames: BOARD_FRAMES,
        // Offline mode has no functions to paint the boards: their frames are served as built.
        boardsFromFiles: env.VITE_FIRESTORE_MODE === 'offline',
        servedFor: { emulatorHost, devServer: false },
      }),
      robotsTxtPlugin(
        robotsOrigin({
          siteUrl: appConfig.siteUrl,
          projectId,
          demo: projectId === DEMO_PROJECT_ID,
          previewOrigin: `http://localhost:${previewPort}`,
        }),
      ),
      VitePWA({
        registerType: 'prompt',
        // The UpdatePrompt component registers the worker through useRegisterSW.
        injectRegister: false,
        includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
        manifest: {
          name: productName,
          short_name: productName.length > 12 ? 'Jobs' : productName,
          description: 'Jobs and internships: browse, search, save and apply.',
          theme_color: THEME_COLOR,
          background_color: '#ffffff',
          display: 'standalone',
          start_url: '/',
          scope: '/',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            {
              src: '/icons/icon-maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          // Every navigation gets the shell, which routes on the client; the shell is precached
          // so this works offline. `/` and `/internships` are precached painted pages of their
          // own. /__/ is Firebase Hosting's reserved path (auth handler); the feed, the sitemap
          // and robots.txt are documents a browser may open, never pages of the app, and the
          // links in alert mail (/subscription/…) and in the "still hiring?" mail (/still-hiring)
          // are pages a function writes.
          navigateFallback: `/${SHELL_FILE}`,
          // `/` is answered with its painted frame (there is no index.html: render-board-frames.ts);
          // `/internships` finds internships.html by itself (cleanURLs).
          directoryIndex: BOARD_FRAMES.find((board) => board.path === '/')!.file,
          navigateFallbackDenylist: [
            /^\/__\//,
            /^\/(?:feed\.xml|sitemap\.xml|robots\.txt)(?:\?|$)/,
            SERVER_PAGES,
          ],
          // A page's Permissions-Policy comes with its document: the assessment's, which may use
          // the microphone where no other page may, is the shell as Hosting sends it for
          // /assessments, kept under that address (app/microphone-document.tsx loads it).
          manifestTransforms: [
            (entries) => {
              const shell = entries.find((entry) => entry.url === SHELL_FILE);
              if (!shell) throw new Error(`${SHELL_FILE} is not among the precached files`);
              const pages = MICROPHONE_PATHS.map((path) => ({ ...shell, url: path.slice(1) }));
              return { manifest: [...entries, ...pages] };
            },
          ],
          // The worker's own source map would be published with it.
          sourcemap: false,
          cleanupOutdatedCaches: true,
          // No runtime caching: Firestore, Auth and Functions traffic is never cached by the
          // worker. Firestore keeps its own cache (lib/firebase/firebase.ts), and the app keeps
          // the list answers it has had (web/src/lib/job-list/search-index.ts).
          runtimeCaching: [],
        },
      }),
    ],
    // The reads worker (lib/public-reads) as an ES module, so that what it loads only sometimes
    // (App Check, for a project that uses it) stays in a chunk of its own.
    worker: { format: 'es' },
    server: { port: 5173, strictPort: true },
    preview: { port: previewPort, strictPort: true },
    build: {
      // Source maps for whoever debugs the build on this machine, named in no file the browser
      // loads; firebase.json's `ignore` keeps them out of the deploy, and so the preview never
      // serves them (web/build/hosting-preview.ts).
      sourcemap: 'hidden',
      // No <link rel=modulepreload> added by script when a chunk is imported: Vite's helper looks
      // each dependency up in the document (a painted board's is 2,000 elements) and appends a
      // link for it, about 10 ms of a phone's main thread per import; Lighthouse's blocking time
      // on the painted `/` fell from about 360 to 250 ms without it. The browser fetches a
      // chunk's imports as soon as it reads the chunk instead.
      modulePreload: false,
      // One stylesheet for the whole app (about 6 KB gzip): the first paint waits for one
      // request, not four, and a lazy page never waits for its own CSS before it can run.
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          // What the first render needs in two chunks beside the entry's runtime, not twenty
          // (each request costs a round trip): React with the entry, and the app (its router,
          // layout and what they import), which main.tsx imports at once and the page preloads
          // (build/start-app-beside-entry.ts), so that its code runs in a task apart from React's.
          codeSplitting: {
            groups: [
              { name: 'shell', tags: ['$initial'], priority: 2 },
              { name: 'app', test: /\/src\/app\/app\.tsx$/, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
