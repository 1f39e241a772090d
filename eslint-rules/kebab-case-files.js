// File names in kebab-case (`job-card.tsx`, `post-job.emulator.test.ts`): one spelling to guess
// when looking for a file, and no two files that differ only in case, which some file systems
// cannot tell apart.
import { basename } from 'node:path';

/** The name before its first dot: lower-case words and digits joined by single hyphens. */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** @type {import('eslint').Rule.RuleModule} */
export const kebabCaseFiles = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case' },
    schema: [],
    messages: { name: "'{{name}}' is not kebab-case: name it like 'job-card.tsx'." },
  },
  create(context) {
    return {
      Program(node) {
        const name = basename(context.filename);
        const stem = name.split('.')[0] ?? '';
        if (!KEBAB.test(stem)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

export const portalRules = { rules: { 'kebab-case-files': kebabCaseFiles } };
