// Lint for every workspace: TypeScript everywhere, React hooks and accessibility in web.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { portalRules } from './eslint-rules/kebab-case-files.js';

/** The web app's features, each a folder of web/src/features. */
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The functions reach web code only through its server entry, which the build bundles in. */
const FUNCTIONS_IMPORTS = [
  {
    group: ['**/web/**', '@portal/web', '@portal/web/*', '!@portal/web/server'],
    message: "The functions import web code only through its server entry ('@portal/web/server').",
  },
  {
    regex: '^\\.\\./',
    message:
      "Name a functions module from functions/src ('#src/data/jobs', functions/package.json's imports), not by climbing folders.",
  },
];
/** `@/…` names a web module by where it lives; `./` stays for its own folder. */
const WEB_IMPORTS = [
  {
    regex: '^\\.\\./',
    message: "Name a web module from web/src ('@/lib/…'), not by climbing folders.",
  },
];
/** A workspace's test fixtures, in its test/ beside src (`#test/…`): its tests' alone. */
const TEST_FIXTURES = {
  regex: '^#test/',
  message: 'Test fixtures (#test/…) are for tests: code that ships never imports them.',
};
/** Tests, and a workspace's helpers for them, which may import its fixtures. */
const TESTS = ['**/*.test.{ts,tsx}', '**/src/test/**'];

/** The benches (bench/) stand on the rest of the tree; nothing stands on them. */
const NOTHING_IMPORTS_BENCH = {
  from: './bench',
  message:
    'Nothing imports the benches: move what both need to scripts/lib.ts, testing/ or domain.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-offline/**',
      // Declarations tsc writes from web's server entry (web/tsconfig.server-types.json).
      'web/types/**',
      '**/dev-dist/**',
      'functions/lib/**',
      'test-results/**',
      'playwright-report/**',
      // Code that breaks the rules on purpose, linted only by eslint-rules/boundaries.test.ts.
      'eslint-rules/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No module imports itself through others: a cycle makes the order modules run in depend
    // on which is imported first.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The files a cycle passes through are read with TypeScript's parser too.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          // web/src's `@/…` (web/build/source-alias.ts), so the boundaries see through it.
          alias: { '@': [fileURLToPath(new URL('./web/src', import.meta.url))] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['bench/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: '.', ...NOTHING_IMPORTS_BENCH }] },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { portal: portalRules },
    rules: { 'portal/kebab-case-files': 'error' },
  },
  {
    // domain is pure TypeScript that web and functions share: no SDK, no UI, no workspace above it.
    files: ['domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*'],
              message: 'domain imports no Firebase: a data module in web or functions reads it.',
            },
            {
              group: ['firebase-functions', 'firebase-functions/*', '@firebase/*'],
              message: 'domain imports no Firebase.',
            },
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router*'],
              message: 'domain imports no React: components live in web.',
            },
            {
              group: ['**/web/**', '**/functions/**', '@portal/web', '@portal/web/*'],
              message: 'domain sits below web and functions and imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: FUNCTIONS_IMPORTS }] },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': ['error', { patterns: [...FUNCTIONS_IMPORTS, TEST_FIXTURES] }],
    },
  },
  {
    // Test helpers that more than one workspace's tests use live in testing/ (@portal/testing);
    // a workspace's src/test is its own. testing/ sits below every workspace but domain.
    files: ['e2e/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'rules/**/*.ts', 'testing/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/test', '**/src/test/*'],
              message:
                "Another workspace's src/test is its own: move what both need to testing/ (@portal/testing).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['testing/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**', '**/functions/**', '**/e2e/**', '@portal/web', '@portal/web/*'],
              message:
                'testing/ talks to the emulators and the inbox, not to any workspace above it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Where the server puts a job's text into a page: a replacement string built from values
    // reads `$'`, `$\`` and `$&` in them as patterns (a posted title could copy the page).
    files: ['web/src/server/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type='TemplateLiteral'][arguments.1.expressions.length>0]",
          message: 'Pass a replacer function, (match) => text, so `$` in the text stays text.',
        },
      ],
    },
  },
  {
    // Imports run one way: app → features → components/lib → domain; no feature imports another
    // (what two features share moves down to components, lib or domain; app places one
    // feature's part in another's slot). By resolved path, so depth and spelling do not matter.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: WEB_IMPORTS }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message:
                'No feature imports another: move the shared piece to components, lib or domain, or let app/ place it in a slot.',
            })),
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'Features must not import app.',
            },
            {
              target: ['./web/src/components', './web/src/lib'],
              from: ['./web/src/features', './web/src/app'],
              message: 'components and lib sit below features and app.',
            },
            // This rule's zones for the rest of the tree, above, do not reach web/src's files.
            { target: './web/src', ...NOTHING_IMPORTS_BENCH },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [...WEB_IMPORTS, TEST_FIXTURES] }] },
  },
);
