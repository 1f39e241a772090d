// The app's page with nothing painted in it, into which job pages and boards are rendered.
// Deployed, it is the copy the functions build takes from web/dist/shell.html (the deploy builds
// the web app first), read once per instance. On the emulator, under `npm start`'s dev server,
// it is the page that server serves (PORTAL_DEV_SHELL_URL): its scripts are the app's sources
// with hot reload, and nothing needs building first. Otherwise on the emulator (`npm run
// preview`, the tests) it is web/dist/shell.html itself, read on every request, so a rebuilt app
// is served at once.
import { readFile } from 'node:fs/promises';
import { runsOnEmulator, type Env } from '#src/platform/environment';

/** Beside the bundle (functions/lib/index.js), as build.mjs writes it. */
const DEPLOYED_SHELL = new URL('./app-shell.html', import.meta.url);
/** The web build in the repository, as the emulator runs the bundle from functions/lib. */
const BUILT_SHELL = new URL('../../web/dist/shell.html', import.meta.url);

export class AppShellMissingError extends Error {
  override name = 'AppShellMissingError';
}

/** The dev server's page, asked for on every request: an edited index.html is served at once. */
async function fetchDevShell(url: string): Promise<string> {
  let response: globalThis.Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new AppShellMissingError(
      `The dev server's page (${url}) did not answer: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) {
    throw new AppShellMissingError(`The dev server's page (${url}) answered ${response.status}`);
  }
  return response.text();
}

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

let cached: Promise<string> | undefined;

export function appShell(env: Env = process.env): Promise<string> {
  if (runsOnEmulator(env)) {
    const devShell = env.PORTAL_DEV_SHELL_URL;
    return devShell ? fetchDevShell(devShell) : readShell(env);
  }
  cached ??= readShell(env).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
