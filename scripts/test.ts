// `npm test`: typecheck, lint, every vitest project, the bundle budget, the rules tests on a
// Firestore emulator, the functions on the Auth, Functions and Firestore emulators, and the
// Playwright tests. Stops at the first failure and says which. `npm test -- functions rules`
// runs only the steps named.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { relative } from 'node:path';
import {
  bin,
  firestoreEmulatorBlocker,
  functionsAnswer,
  functionsHealthUrl,
  HOST,
  isPortOpen,
  isRunning,
  NO_METADATA_SERVER,
  noFirestoreEmulatorReason,
  offlineFirebaseEnv,
  PORTS,
  root,
  run,
  standaloneFirestoreEmulator,
  startMaildev,
  stopProcessGroup,
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

/** Runs `tests` on Google's emulator, started on `port` for their length alone. */
async function onStandaloneFirestore(
  emulator: { command: string; args: string[] },
  port: number,
  tests: (emulatorHost: string) => Promise<number>,
): Promise<number> {
  const args = [...emulator.args, '--host', HOST, '--port', String(port)];
  const child = spawn(emulator.command, args, { stdio: 'ignore' });
  try {
    await waitFor(
      'The Firestore emulator',
      () => isPortOpen(port),
      90_000,
      () => child.exitCode === null,
    );
    return await tests(`${HOST}:${port}`);
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    child.kill('SIGTERM');
  }
}

/**
 * Runs `tests` on whichever Firestore emulator this machine can have: one already running
 * (FIRESTORE_EMULATOR_HOST, or 127.0.0.1:8080), else Google's packaged one on `port`, else
 * `viaFirebaseTools` (firebase-tools' own, which needs Java 21 on PATH); with none, says why not.
 */
async function onFirestoreEmulator(
  port: number,
  tests: (emulatorHost: string) => Promise<number>,
  viaFirebaseTools: () => Promise<number>,
  skipped: (why: string) => string,
): Promise<number | string> {
  const running = process.env.FIRESTORE_EMULATOR_HOST ?? `${HOST}:${PORTS.firestore}`;
  const [host, runningPort] = running.split(':');
  if (await isPortOpen(Number(runningPort), host)) return tests(running);
  const standalone = standaloneFirestoreEmulator();
  if (standalone) return onStandaloneFirestore(standalone, port, tests);
  const blocker = firestoreEmulatorBlocker();
  return blocker ? skipped(blocker) : viaFirebaseTools();
}

function rulesTests(): Promise<number | string> {
  return onFirestoreEmulator(
    RULES_EMULATOR_PORT,
    vitestRules,
    () => run('npm', ['run', 'test:emulators']),
    (why) =>
      `Rules tests skipped: the Firestore emulator cannot run here (${why}); run npm run test:emulators where it can.`,
  );
}

/**
 * The functions tests' own emulators: a project of their own (so they may share a developer's
 * Firestore emulator without touching its data) and ports away from npm start's and the rules
 * tests', given to firebase-tools in a firebase.json written for them.
 */
const FUNCTIONS_TESTS = {
  project: 'demo-portal-functions',
  dir: `${root}.firebase/functions-tests`,
  ports: {
    auth: 9109,
    functions: 5011,
    firestore: 8096,
    hub: 4410,
    logging: 4510,
    eventarc: 9309,
    tasks: 9509,
    mailSmtp: 1125,
    mailWeb: 1180,
  },
  /** The links in the mail the tests read. */
  siteUrl: 'https://portal.test',
} as const;

/** firebase.json with the test ports; its paths are relative to where it is written. */
function writeFunctionsTestsConfig(withFirestore: boolean): string {
  const { dir, ports } = FUNCTIONS_TESTS;
  const project = JSON.parse(readFileSync(`${root}firebase.json`, 'utf8')) as {
    functions: { source: string }[];
  };
  const at = (port: number) => ({ host: HOST, port });
  const config = {
    functions: project.functions.map((codebase) => ({
      ...codebase,
      source: relative(dir, `${root}${codebase.source}`),
    })),
    ...(withFirestore ? { firestore: { rules: relative(dir, `${root}firestore.rules`) } } : {}),
    emulators: {
      singleProjectMode: true,
      auth: at(ports.auth),
      functions: at(ports.functions),
      ...(withFirestore ? { firestore: at(ports.firestore) } : {}),
      hub: at(ports.hub),
      logging: at(ports.logging),
      eventarc: at(ports.eventarc),
      tasks: at(ports.tasks),
      ui: { enabled: false },
    },
  };
  writeFileSync(`${dir}/firebase.json`, JSON.stringify(config, null, 2));
  return `${dir}/firebase.json`;
}

/** Emulators the current step started, stopped on Ctrl-C as well as when the step ends. */
const emulatorGroups = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([...emulatorGroups].map((child) => stopProcessGroup(child))).then(() =>
      process.exit(130),
    );
  });
}

/** A port the functions tests' emulators need that something else holds, or null. */
async function busyTestPort(withFirestore: boolean): Promise<string | null> {
  for (const [name, port] of Object.entries(FUNCTIONS_TESTS.ports)) {
    if ((withFirestore || name !== 'firestore') && (await isPortOpen(port))) {
      return `${port} (${name})`;
    }
  }
  return null;
}

/**
 * Where the functions under test send mail and point its links, and the key they sign alert
 * links with: the same for the tests, which run the digest themselves and read the inbox.
 */
function testMailEnv(): NodeJS.ProcessEnv {
  const { ports, siteUrl } = FUNCTIONS_TESTS;
  return {
    ALERTS_SIGNING_KEY: 'functions-tests-alerts-key',
    SMTP_URL: `smtp://${HOST}:${ports.mailSmtp}`,
    MAILDEV_URL: `http://${HOST}:${ports.mailWeb}`,
    PORTAL_SITE_URL: siteUrl,
  };
}

/**
 * firebase-tools' Auth and Functions emulators for the functions tests, and its Firestore
 * emulator when `firestoreHost` is null, with nothing reaching the internet; output to `log`.
 */
function startTestEmulators(firestoreHost: string | null, log: number): ChildProcess {
  const { project, dir } = FUNCTIONS_TESTS;
  const config = writeFunctionsTestsConfig(firestoreHost === null);
  const only = ['auth', 'functions', ...(firestoreHost ? [] : ['firestore'])];
  return spawn(
    bin('firebase'),
    ['emulators:start', '--only', only.join(','), '--project', project, '--config', config],
    {
      cwd: dir,
      // firebase-tools passes its environment on to the functions: that is how they find a
      // Firestore emulator it did not start.
      env: {
        ...process.env,
        ...offlineFirebaseEnv(),
        FIRESTORE_EMULATOR_HOST: firestoreHost ?? undefined,
        // No Gemini key, whatever this shell holds: the assessment comes from the bank, and
        // the tests never reach Google.
        GEMINI_API_KEY: undefined,
        ...testMailEnv(),
      },
      stdio: ['ignore', log, log],
      detached: true,
    },
  );
}

/**
 * Builds the functions, starts their emulators beside the Firestore emulator at
 * `firestoreHost` (or firebase-tools' own, when null), and runs the functions-emulators tests
 * against them. The emulators' log goes to a file, shown when something fails.
 */
async function functionsOnEmulators(firestoreHost: string | null): Promise<number> {
  const { project, dir, ports } = FUNCTIONS_TESTS;
  // Job pages are rendered into the built app's shell.
  if (!existsSync(`${root}web/dist/shell.html`)) {
    if ((await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: `${root}web` })) !== 0) {
      return 1;
    }
  }
  if ((await run('npm', ['run', 'build', '-w', 'functions'])) !== 0) return 1;
  const busy = await busyTestPort(firestoreHost === null);
  if (busy) {
    console.error(`✖ Port ${busy}, which the functions tests use, is busy: another npm test?`);
    return 1;
  }
  mkdirSync(dir, { recursive: true });
  const logFile = `${dir}/emulators.log`;
  const log = openSync(logFile, 'w');
  const child = startTestEmulators(firestoreHost, log);
  emulatorGroups.add(child);
  // The tests' own inbox, empty at the start.
  rmSync(`${root}.firebase/maildev-${ports.mailSmtp}`, { recursive: true, force: true });
  const inbox = startMaildev(
    { smtp: ports.mailSmtp, web: ports.mailWeb },
    { stdio: ['ignore', log, log] },
  );
  emulatorGroups.add(inbox);
  const showLog = () => {
    const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
    console.error(`Last lines of ${relative(root, logFile)}:\n${lines.slice(-40).join('\n')}`);
  };
  try {
    const healthUrl = functionsHealthUrl(ports.functions, project);
    await waitFor(
      "The functions tests' emulators",
      async () =>
        (await isPortOpen(ports.auth)) &&
        (await isPortOpen(ports.mailSmtp)) &&
        (await functionsAnswer(healthUrl)),
      120_000,
      () => isRunning(child),
    );
    const code = await run('npx', ['vitest', 'run', '--project', 'functions-emulators'], {
      env: {
        ...process.env,
        ...NO_METADATA_SERVER,
        FIRESTORE_EMULATOR_HOST: firestoreHost ?? `${HOST}:${ports.firestore}`,
        FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
        GCLOUD_PROJECT: project,
        PORTAL_FUNCTIONS_URL: `http://${HOST}:${ports.functions}/${project}/us-central1`,
        ...testMailEnv(),
      },
    });
    if (code !== 0) showLog();
    return code;
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    showLog();
    return 1;
  } finally {
    await Promise.all([stopProcessGroup(child), stopProcessGroup(inbox)]);
    emulatorGroups.delete(child);
    emulatorGroups.delete(inbox);
    closeSync(log);
  }
}

function functionsTests(): Promise<number | string> {
  return onFirestoreEmulator(
    FUNCTIONS_TESTS.ports.firestore,
    functionsOnEmulators,
    () => functionsOnEmulators(null),
    (why) =>
      `Functions tests on the emulators skipped: the Firestore emulator cannot run here (${why}).`,
  );
}

interface Step {
  /** What `npm test -- <id>` names it by. */
  id: string;
  name: string;
  run: () => Promise<number | string>;
}

const command = (id: string, name: string, args: string[]): Step => ({
  id,
  name,
  run: () => run('npm', args),
});

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

const steps: Step[] = [
  command('typecheck', 'typecheck', ['run', 'typecheck']),
  command('lint', 'lint', ['run', 'lint']),
  command('unit', 'unit and component tests', ['run', 'test:unit']),
  command('bundle', 'first-load bundle budget', ['run', 'check:bundle']),
  { id: 'rules', name: 'Firestore rules tests (emulator)', run: rulesTests },
  {
    id: 'functions',
    name: 'functions on the Auth, Functions and Firestore emulators',
    run: functionsTests,
  },
  {
    id: 'e2e-emulator',
    name: 'end-to-end tests, Firestore emulator (Chromium)',
    run: () => e2e('emulator'),
  },
  {
    id: 'e2e-offline',
    name: 'end-to-end tests, offline mode (Chromium)',
    run: () => e2e('offline'),
  },
];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((id) => !steps.some((step) => step.id === id));
if (unknown.length > 0) {
  console.error(
    `✖ No step called ${unknown.join(', ')}. The steps: ${steps.map((step) => step.id).join(', ')}.`,
  );
  process.exit(1);
}
const selected = chosen.length ? steps.filter((step) => chosen.includes(step.id)) : steps;

const started = Date.now();
if (selected.some((step) => step.id.startsWith('e2e'))) await ensureChromium();
for (const step of selected) {
  console.log(`\n▶ ${step.name}`);
  const outcome = await step.run();
  if (typeof outcome === 'string') {
    console.log(outcome);
  } else if (outcome !== 0) {
    console.error(`\n✖ ${step.name} failed (exit code ${outcome}).`);
    process.exit(outcome);
  }
}
const what = chosen.length
  ? `${selected.map((step) => step.id).join(', ')}: passed`
  : 'All checks passed';
console.log(`\n✔ ${what} in ${Math.round((Date.now() - started) / 1000)} s.`);
