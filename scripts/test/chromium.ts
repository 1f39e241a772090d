// The end-to-end tests drive the system's Chromium, never one a tool downloads: Debian's
// headless shell (Chromium's "old" headless mode, what Playwright itself runs headless tests in),
// which costs less CPU than the full browser for the same pages; the full Chromium only for the
// tests the headless shell cannot run (e2e/support/tags.ts).
import { existsSync } from 'node:fs';
import { run } from '../lib';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/**
 * Installs Debian's chromium and chromium-headless-shell when either is missing and we may;
 * otherwise says what to do.
 */
export async function ensureChromium(): Promise<void> {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
  ];
  if (missing.length === 0) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `✖ No Chromium at ${CHROMIUM} or no headless shell at ${HEADLESS_SHELL}. Install them ` +
        `(Debian: sudo apt-get install ${missing.join(' ')}), or set CHROMIUM_PATH and ` +
        'CHROMIUM_HEADLESS_SHELL_PATH to the binaries.',
    );
    process.exit(1);
  }
  console.log(`▶ Installing Debian's ${missing.join(' and ')} for the end-to-end tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await run('apt-get', ['update', '-qq'], { env })) !== 0 ||
    (await run('apt-get', ['install', '-y', '-qq', ...missing], { env })) !== 0
  ) {
    console.error(`✖ Installing ${missing.join(' and ')} failed.`);
    process.exit(1);
  }
}
