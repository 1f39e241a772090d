// `@/…` is web/src/…: imports name a module by where it lives, not by how many folders up it is.
// One definition for every tool that reads web's source: TypeScript has it in web/tsconfig.json
// (paths); Vite, its board painter and Vitest take this one; the functions' bundler and ESLint's
// resolver have their own line, each pointing here.
import { fileURLToPath } from 'node:url';

/** web/src, with its trailing slash. */
export const WEB_SOURCE = fileURLToPath(new URL('../src/', import.meta.url));

/** For Vite's (and Vitest's) resolve.alias. */
export const SOURCE_ALIAS = { find: /^@\//, replacement: WEB_SOURCE };
