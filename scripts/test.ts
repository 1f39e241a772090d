// `npm test`: typecheck, lint, every vitest project, the bundle budget, the rules tests on a
// Firestore emulator, and the Playwright tests. Stops at the first failure and says which.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  firestoreEmulatorBlocker,
  HOST,
  isPortOpen,
  noFirestoreEmulatorReason,
  PORTS,
  run,
  standaloneFirestoreEmulator,
  waitFor,
} from './lib';
import { NEEDS_EMULATOR } from '../e2e/mode';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Away from npm start's 8080, so the two never meet. */
const RULES_EMULATOR_PORT = 8095;

/** The end-to-end tests drive the system's Chromium; install Debian's when we may. */
async function ensureChromium(): Promise<void> {
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

function vitestRules(emulatorHost: string): Promise<number> {
  return run('npx', ['vitest', 'run', '--project', 'rules'], {
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulatorHost },
  });
}

/** Starts Google's emulator on its own port for the rules tests alone, and stops it after. */
async function rulesOnStandaloneEmulator(emulator: { command: string; args: string[] }) {
  const child = spawn(
    emulator.command,
    [...emulator.args, '--host', HOST, '--port', String(RULES_EMULATOR_PORT)],
    { stdio: 'ignore' },
  );
  try {
    await waitFor(
      'The Firestore emulator',
      () => isPortOpen(RULES_EMULATOR_PORT),
      90_000,
      () => child.exitCode === null,
    );
    return await vitestRules(`${HOST}:${RULES_EMULATOR_PORT}`);
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    child.kill('SIGTERM');
  }
}

/** The rules tests on whichever Firestore emulator this machine can have, or why none. */
async function rulesTests(): Promise<number | string> {
  const running = process.env.FIRESTORE_EMULATOR_HOST ?? `${HOST}:${PORTS.firestore}`;
  const [host, port] = running.split(':');
  if (await isPortOpen(Number(port), host)) return vitestRules(running);
  const standalone = standaloneFirestoreEmulator();
  if (standalone) return rulesOnStandaloneEmulator(standalone);
  const blocker = firestoreEmulatorBlocker();
  if (!blocker) return run('npm', ['run', 'test:emulators']);
  return `Rules tests skipped: the Firestore emulator cannot run here (${blocker}); run npm run test:emulators where it can.`;
}

const command = (name: string, args: string[]) => ({ name, run: () => run('npm', args) });

/** One Playwright pass with Firestore in this mode, on a web server of its own. */
function e2e(mode: 'emulator' | 'offline'): Promise<number | string> {
  const cannot = mode === 'emulator' && noFirestoreEmulatorReason();
  if (cannot) {
    return Promise.resolve(
      `End-to-end tests on the Firestore emulator skipped: it cannot run here (${cannot}); ` +
        'the offline-mode pass runs every spec that does not need it.',
    );
  }
  if (mode === 'offline') {
    console.log(
      `Specs tagged ${NEEDS_EMULATOR} (they need a Firestore server) are left out of this pass.`,
    );
  }
  return run('npm', ['run', 'test:e2e'], {
    env: { ...process.env, PORTAL_FIRESTORE: mode, E2E_FRESH_SERVER: '1' },
  });
}

const steps: { name: string; run: () => Promise<number | string> }[] = [
  command('typecheck', ['run', 'typecheck']),
  command('lint', ['run', 'lint']),
  command('unit and component tests', ['run', 'test:unit']),
  command('first-load bundle budget', ['run', 'check:bundle']),
  { name: 'Firestore rules tests (emulator)', run: rulesTests },
  { name: 'end-to-end tests, Firestore emulator (Chromium)', run: () => e2e('emulator') },
  { name: 'end-to-end tests, offline mode (Chromium)', run: () => e2e('offline') },
];

const started = Date.now();
await ensureChromium();
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const outcome = await step.run();
  if (typeof outcome === 'string') {
    console.log(outcome);
  } else if (outcome !== 0) {
    console.error(`\n✖ ${step.name} failed (exit code ${outcome}).`);
    process.exit(outcome);
  }
}
console.log(`\n✔ All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
