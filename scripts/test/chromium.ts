// The end-to-end tests drive the system's Chromium, never one a tool downloads.
import { existsSync } from 'node:fs';
import { run } from '../lib';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs Debian's chromium when it is missing and we may; otherwise says what to do. */
export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `✖ No Chromium at ${CHROMIUM}. Install it (Debian: sudo apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log(`▶ Installing Debian's chromium for the end-to-end tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await run('apt-get', ['update', '-qq'], { env })) !== 0 ||
    (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) !== 0
  ) {
    console.error('✖ Installing chromium failed.');
    process.exit(1);
  }
}
