// One vitest project per workspace, plus two that need emulators, which npm test starts: `rules`
// (the Firestore emulator; `npm test -- rules`) and `functions-emulators` (the Auth, Functions and
// Firestore emulators; `npm test -- functions`).
import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { SOURCE_ALIAS } from './web/build/source-alias.ts';

const packageFile = (path: string) => new URL(`node_modules/${path}`, import.meta.url).pathname;
/**
 * The Node projects' files share a module graph per worker (isolate: false): each module is
 * loaded once per worker, not once per file, most of these projects' CPU when it was per file.
 * Worker threads start faster than child processes. A file that replaces a module or a
 * global for its own length (vi.mock and kin) would leak it into the files after it: those run
 * in the `isolated` project instead, each in a module graph of its own.
 */
const shared = { pool: 'threads', isolate: false } as const;
const REPLACES_MODULE_OR_GLOBAL = /\bvi\.(?:mock|doMock|stubGlobal|stubEnv)\(/;
/** Test files of the Node projects (their `include`, less `exclude`) that must run isolated. */
function isolatedFiles(include: string[], exclude: string[] = []): string[] {
  return globSync(include, { exclude: (file) => exclude.some((suffix) => file.endsWith(suffix)) })
    .filter((file) => REPLACES_MODULE_OR_GLOBAL.test(readFileSync(file, 'utf8')))
    .sort();
}
const NODE_TESTS = {
  domain: ['domain/src/**/*.test.ts'],
  webData: ['web/src/**/*.test.ts', 'web/build/**/*.test.ts'],
  lintRules: ['eslint-rules/**/*.test.ts'],
  scripts: ['scripts/**/*.test.ts'],
  functions: ['functions/src/**/*.test.ts'],
};
/** Tests that need the emulators or a database, in projects of their own below. */
const NEEDS_SERVICES = ['.emulator.test.ts', '.pg.test.ts'];
const ISOLATED = isolatedFiles(Object.values(NODE_TESTS).flat(), NEEDS_SERVICES);
const notIsolated = [...configDefaults.exclude, ...ISOLATED];
/**
 * How long a test may take before it fails. Vitest's 5 s is less than a cold import of a big
 * module takes on a two-core machine while the end-to-end tests run beside the unit tests; a
 * passing test never waits it out, and a hung one still fails.
 */
const patient = { testTimeout: 30_000, hookTimeout: 30_000 } as const;

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a two-core machine means one worker.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          ...patient,
          include: NODE_TESTS.domain,
          exclude: notIsolated,
          ...shared,
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        // What vite.config.ts injects from validated configuration, with every channel set.
        define: {
          __APP_CONFIG__: JSON.stringify({
            productName: 'Job Portal',
            contact: {
              whatsappUrl: 'https://whatsapp.example.com/channel',
              telegramUrl: 'https://telegram.example.com/portal',
              linkedinUrl: 'https://linkedin.example.com/company/portal',
              xUrl: 'https://x.example.com/portal',
              instagramUrl: 'https://instagram.example.com/portal',
              email: 'hello@example.com',
              phone: '+91 98765 43210',
            },
            legalCity: 'Bengaluru',
          }),
        },
        resolve: {
          alias: [
            SOURCE_ALIAS,
            // The ES modules: the VM pool below cannot load React Router's CommonJS files,
            // which require its ES modules.
            {
              find: /^react-router-dom$/,
              replacement: packageFile('react-router-dom/dist/index.mjs'),
            },
            {
              find: /^react-router\/dom$/,
              replacement: packageFile('react-router/dist/development/dom-export.mjs'),
            },
            {
              find: /^react-router$/,
              replacement: packageFile('react-router/dist/development/index.mjs'),
            },
            {
              find: /^virtual:pwa-register\/react$/,
              replacement: new URL('web/src/test/pwa-register-react.ts', import.meta.url).pathname,
            },
          ],
        },
        test: {
          name: 'web',
          ...patient,
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // One jsdom per worker, each test file in a fresh VM context of it: building a jsdom
          // for every file took most of this project's time (75 of 110 s on two cores).
          pool: 'vmThreads',
          // Loaded through Vite, so the VM context links them (Node's loader would not).
          server: {
            deps: { inline: ['react-router', 'react-router-dom', /@firebase\//, 'firebase'] },
          },
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        // Data modules run against the real Firestore SDK, offline, in Node.
        resolve: { alias: [SOURCE_ALIAS] },
        test: {
          name: 'web-data',
          ...patient,
          include: NODE_TESTS.webData,
          ...shared,
          exclude: [...notIsolated, 'web/src/**/*.emulator.test.ts'],
          environment: 'node',
        },
      },
      {
        // The lint rules that hold the house's boundaries, each shown to bite.
        test: {
          name: 'lint-rules',
          ...patient,
          include: NODE_TESTS.lintRules,
          exclude: notIsolated,
          ...shared,
          environment: 'node',
        },
      },
      {
        // The tools' own logic: npm test's arguments.
        test: {
          name: 'scripts',
          include: NODE_TESTS.scripts,
          exclude: notIsolated,
          ...shared,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'functions',
          ...patient,
          include: NODE_TESTS.functions,
          ...shared,
          exclude: [
            ...notIsolated,
            'functions/src/**/*.emulator.test.ts',
            'functions/src/**/*.pg.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // The Node projects' files that replace a module or a global (see `shared` above).
        resolve: { alias: [SOURCE_ALIAS] },
        test: {
          name: 'isolated',
          ...patient,
          include: ISOLATED,
          pool: 'threads',
          environment: 'node',
        },
      },
      {
        test: {
          // The search index on the PostgreSQL DATABASE_URL names: `npm test -- search` runs it on
          // the embedded PGlite and on Debian's PostgreSQL server.
          name: 'search-db',
          include: ['functions/src/**/*.pg.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias: [SOURCE_ALIAS] },
        test: {
          name: 'functions-emulators',
          // The web's data modules against the emulators too, where a function serves them.
          include: ['functions/src/**/*.emulator.test.ts', 'web/src/**/*.emulator.test.ts'],
          environment: 'node',
          // The emulators are shared and every test starts from an empty Firestore.
          fileParallelism: false,
          // One module graph for all the files, as in the Node projects above (none replaces a
          // module): the Admin SDK and the web's Firestore SDK load once, not once per file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['rules/**/*.test.ts'],
          environment: 'node',
          // The emulator is shared: one file at a time keeps seeding and clearing apart.
          fileParallelism: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
