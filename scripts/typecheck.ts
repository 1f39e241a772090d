// `npm run typecheck`: every workspace's tsconfig, checked by TypeScript 7, the native compiler
// (the `typescript-7` devDependency), far cheaper on CPU than TypeScript 5.9. The `typescript`
// devDependency stays at 5.9 for typescript-eslint, whose parser needs TypeScript's JavaScript
// API, which TypeScript 7 does not have. web's server types are written before the functions,
// which import them.
import { spawnSync } from 'node:child_process';
import { root } from './lib';

const TSC = `${root}node_modules/typescript-7/bin/tsc`;
const PROJECTS = ['domain', 'web', 'web/tsconfig.server-types.json', 'functions', '.'];

for (const project of PROJECTS) {
  const { status, error } = spawnSync(process.execPath, [TSC, '-p', project], {
    cwd: root,
    stdio: 'inherit',
  });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
}
