// The house's boundaries are lint rules; this proves each one bites. Every case is code that
// breaks one rule, linted as if it stood at a real path in the tree, and must fail with that
// rule; the same imports from an allowed place must pass.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
/**
 * The house's lint, less its cycle rule, which 'refuses a dependency cycle' proves on its own.
 * Here it could never fire: no file imports these cases, which are not on disk, so no cycle
 * runs back to one. But it parses every module a case's imports reach, the whole app for
 * some, on every lint (the parsed modules are cached per set of parser options, and .ts and
 * .tsx files have different ones): most of this file's time went to that.
 */
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { files: ['**/*.{ts,tsx}'], rules: { 'import-x/no-cycle': 'off' } },
});

/** The rules that fail `code` placed at `filePath` (relative to the repository). */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint boundaries', () => {
  // The first lint loads the config and its plugins: seconds on a busy two-core machine (with
  // the cycle rule following the app's imports, 32 s in one CI run, past the first test's 30 s).
  // Done once here, with room for it, so each test times only its own cases.
  beforeAll(async () => {
    await brokenRules('web/src/warm-up.tsx', "export { App } from '@/app/app';");
  }, 180_000);

  it('keeps features apart: none imports another, at any depth, or app', async () => {
    const PATHS = 'import-x/no-restricted-paths';
    expect(
      await brokenRules(
        'web/src/features/jobs/uses-alerts.tsx',
        "export { AlertsPage } from '../alerts/alerts-page';",
      ),
    ).toContain(PATHS);
    expect(
      await brokenRules(
        'web/src/features/alerts/api/uses-post-job.ts',
        "export { default } from '../../post-job/post-job-page';",
      ),
    ).toContain(PATHS);
    expect(
      await brokenRules(
        'web/src/features/jobs/uses-app.tsx',
        "export { App } from '../../app/app';",
      ),
    ).toContain(PATHS);
    expect(
      await brokenRules(
        'web/src/features/jobs/uses-alerts-by-alias.tsx',
        "export { AlertsPage } from '@/features/alerts/alerts-page';",
      ),
    ).toContain(PATHS);
    expect(
      await brokenRules(
        'web/src/features/alerts/uses-own-api.tsx',
        "export { subscribe } from './api/alerts';\nexport { jobsCollection } from '@/lib/jobs/jobs';",
      ),
    ).toEqual([]);
  });

  it('keeps components and lib below features and app', async () => {
    expect(
      await brokenRules(
        'web/src/lib/jobs/uses-feature.ts',
        "export { default } from '../../features/post-job/post-job-page';",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await brokenRules('web/src/components/uses-app.tsx', "export { App } from '../app/app';"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('names a web module from web/src (`@/`), not by climbing folders', async () => {
    expect(
      await brokenRules(
        'web/src/features/jobs/climbs.tsx',
        "export { jobsCollection } from '../../lib/jobs/jobs';",
      ),
    ).toContain('no-restricted-imports');
  });

  it('names a functions module from functions/src (`#src/`), not by climbing folders', async () => {
    expect(
      await brokenRules('functions/src/alerts/climbs.ts', "export { jobRef } from '../data/jobs';"),
    ).toContain('no-restricted-imports');
    expect(
      await brokenRules(
        'functions/src/alerts/names.ts',
        "export { jobRef } from '#src/data/jobs';",
      ),
    ).toEqual([]);
  });

  it('keeps domain free of Firebase, React and the workspaces above it', async () => {
    for (const source of [
      'firebase/firestore',
      'firebase-admin/firestore',
      'firebase-functions',
      'react',
      '../../web/src/lib/jobs/jobs',
    ]) {
      expect(
        await brokenRules('domain/src/uses-sdk.ts', `export * from '${source}';`),
        source,
      ).toContain('no-restricted-imports');
    }
    expect(await brokenRules('domain/src/uses-zod.ts', "export { z } from 'zod';")).toEqual([]);
  });

  it('lets the functions reach web code only through its server entry', async () => {
    expect(
      await brokenRules(
        'functions/src/job-page/uses-web.ts',
        "export { Layout } from '../../../web/src/app/layout';",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await brokenRules(
        'functions/src/job-page/uses-web-package.ts',
        "export { Layout } from '@portal/web/src/app/layout';",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await brokenRules(
        'functions/src/job-page/uses-entry.ts',
        "export const render = () => import('@portal/web/server');",
      ),
    ).toEqual([]);
  });

  it("keeps each workspace's src/test its own; shared helpers come from testing/", async () => {
    expect(
      await brokenRules(
        'e2e/uses-functions-helpers.ts',
        "export { callFunction } from '../functions/src/test/emulators';",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await brokenRules(
        'testing/src/uses-functions.ts',
        "export { jobRef } from '../../functions/src/data/jobs';",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await brokenRules(
        'e2e/uses-shared-helpers.ts',
        "export { maildevInbox } from '@portal/testing/maildev';",
      ),
    ).toEqual([]);
  });

  it("keeps a workspace's test fixtures (`#test/`) out of the code it ships", async () => {
    const fixtures = {
      'web/src/components/rich-text-editor/uses-fixtures': "'#test/paste-fixtures'",
      'functions/src/search/uses-fixtures': "'#test/search-corpus'",
    };
    for (const [module, source] of Object.entries(fixtures)) {
      const code = `export * from ${source};`;
      expect(await brokenRules(`${module}.ts`, code), module).toContain('no-restricted-imports');
      expect(await brokenRules(`${module}.test.ts`, code), module).toEqual([]);
    }
  });

  it('lets the benches import the tools, the test helpers and domain, and nothing import them', async () => {
    const PATHS = 'import-x/no-restricted-paths';
    for (const [filePath, source] of [
      ['scripts/uses-bench.ts', '../bench/runs'],
      ['e2e/support/uses-bench.ts', '../../bench/runs'],
      ['functions/src/search/uses-bench.ts', '../../../bench/runs'],
      ['web/src/lib/uses-bench.ts', '../../../bench/runs'],
      ['domain/src/uses-bench.ts', '@portal/bench/runs'],
    ]) {
      expect(await brokenRules(filePath!, `export * from '${source}';`), filePath).toContain(PATHS);
    }
    expect(
      await brokenRules(
        'bench/uses-helpers.ts',
        [
          "export { median } from './runs';",
          "export { PORTS } from '../scripts/lib';",
          "export { CHROMIUM } from '../scripts/test/chromium';",
          "export { maildevInbox } from '@portal/testing/maildev';",
          "export { COLLECTIONS } from '@portal/domain/constants';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('refuses a dependency cycle', async () => {
    const withFixtures = new ESLint({ cwd: root, ignore: false });
    const [result] = await withFixtures.lintFiles([`${root}eslint-rules/fixtures/cycle-a.ts`]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('wants kebab-case file names', async () => {
    expect(await brokenRules('web/src/lib/JobCard.ts', 'export const a = 1;')).toContain(
      'portal/kebab-case-files',
    );
    expect(await brokenRules('web/src/lib/job_card.ts', 'export const a = 1;')).toContain(
      'portal/kebab-case-files',
    );
    expect(
      await brokenRules('web/src/lib/job-card.emulator.test.ts', 'export const a = 1;'),
    ).toEqual([]);
  });
});
