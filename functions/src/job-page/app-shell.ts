// The app's built page with nothing painted in it (web/dist/shell.html), into which job pages
// are rendered. Deployed, it is the copy the functions build takes from web/dist (the deploy
// builds the web app first), read once per instance. On the emulator it is web/dist/shell.html
// itself, read on every request, so a rebuilt app is served at once.
import { readFile } from 'node:fs/promises';
import { runsOnEmulator, type Env } from '#src/platform/environment';

/** Beside the bundle (functions/lib/index.js), as build.mjs writes it. */
const DEPLOYED_SHELL = new URL('./app-shell.html', import.meta.url);
/** The web build in the repository, as the emulator runs the bundle from functions/lib. */
const BUILT_SHELL = new URL('../../web/dist/shell.html', import.meta.url);

export class AppShellMissingError extends Error {
  override name = 'AppShellMissingError';
}

let cached: Promise<string> | undefined;

async function readShell(env: Env): Promise<string> {
  for (const file of runsOnEmulator(env) ? [BUILT_SHELL, DEPLOYED_SHELL] : [DEPLOYED_SHELL]) {
    try {
      return await readFile(file, 'utf8');
    } catch {
      // Try the next place.
    }
  }
  throw new AppShellMissingError(
    'The web app is not built: run `npm run build` (the deploy does) and try again.',
  );
}

export function appShell(env: Env = process.env): Promise<string> {
  if (runsOnEmulator(env)) return readShell(env);
  cached ??= readShell(env).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
