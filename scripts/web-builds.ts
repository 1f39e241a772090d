// The web app's two production builds: Firestore on the emulator (what `npm run preview` serves
// and the end-to-end tests use), and offline mode (Firestore's cache with the network off,
// seeded in the browser), which the offline pass of the end-to-end tests serves on its own port.
import { bin, root, run } from './lib';

export interface WebBuild {
  /** Relative to web/. */
  outDir: string;
  env: { VITE_FIRESTORE_MODE: 'emulator' | 'offline' };
}

export const WEB_BUILDS = {
  emulator: { outDir: 'dist', env: { VITE_FIRESTORE_MODE: 'emulator' } },
  offline: { outDir: 'dist-offline', env: { VITE_FIRESTORE_MODE: 'offline' } },
} as const satisfies Record<string, WebBuild>;

/** `vite build` into `outDir`; resolves to its exit code. */
export function buildWeb({ outDir, env }: WebBuild, options: { quiet?: boolean } = {}) {
  const args = ['build', '--outDir', outDir, '--emptyOutDir'];
  if (options.quiet) args.push('--logLevel', 'warn');
  return run(bin('vite'), args, { cwd: `${root}web`, env: { ...process.env, ...env } });
}
