// `npm test`: typecheck, lint, every vitest project, the rules tests when a Firestore emulator
// can run, and the Playwright tests. Stops at the first failure and says which step failed.
import { existsSync } from 'node:fs';
import { firestoreEmulatorBlocker, HOST, isPortOpen, PORTS, run } from './lib';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

async function rulesStep(): Promise<Step | string> {
  const running = process.env.FIRESTORE_EMULATOR_HOST ?? `${HOST}:${PORTS.firestore}`;
  const [host, port] = running.split(':');
  if (await isPortOpen(Number(port), host)) {
    return {
      name: 'rules tests (running Firestore emulator)',
      command: 'npx',
      args: ['vitest', 'run', '--project', 'rules'],
      env: { FIRESTORE_EMULATOR_HOST: running },
    };
  }
  const blocker = firestoreEmulatorBlocker();
  if (blocker) {
    return `Rules tests skipped: the Firestore emulator cannot run here (${blocker}); run npm run test:emulators where it can.`;
  }
  return {
    name: 'rules tests (Firestore emulator)',
    command: 'npm',
    args: ['run', 'test:emulators'],
  };
}

const steps: (Step | string)[] = [
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'unit and component tests', command: 'npm', args: ['run', 'test:unit'] },
  { name: 'first-load bundle budget', command: 'npm', args: ['run', 'check:bundle'] },
  await rulesStep(),
  { name: 'end-to-end tests (Chromium)', command: 'npm', args: ['run', 'test:e2e'] },
];

const started = Date.now();
await ensureChromium();
for (const step of steps) {
  if (typeof step === 'string') {
    console.log(`\n▶ ${step}`);
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const code = await run(step.command, step.args, { env: { ...process.env, ...step.env } });
  if (code !== 0) {
    console.error(`\n✖ ${step.name} failed (exit code ${code}).`);
    process.exit(code);
  }
}
console.log(`\n✔ All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
