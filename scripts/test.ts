// `npm test`: typecheck, lint, every vitest project, the bundle budget, the Firestore rules tests,
// the functions on their emulators, and the Playwright tests (on the Firestore emulator, and the
// offline-mode pass). Two lanes run side by side, one for each core: the checks that need no
// emulator; and the bundle budget and the end-to-end tests; then the functions and rules tests,
// on whichever lane is free first. The builds and the Firestore emulator are made once and
// shared. Stops at the first failure and says which; prints each step's time at the end.
//
// `npm test -- functions rules` runs only the steps named; `npm test -- e2e --grep <text>` passes
// what follows the steps to Playwright.
import { bin, embeddedDatabaseUrl, isPortOpen, isRunning, root, waitFor } from './lib';
import { functionsTests } from './test/functions-tests';
import { ensureChromium } from './test/chromium';
import { noPostgresReason, startPostgres } from './test/postgres-server';
import {
  clearLogs,
  logFileFor,
  runLogged,
  startLogged,
  stopAll,
  stopProcess,
  tailOf,
  type Output,
} from './test/processes';
import { builds, e2eServers, firestore, stopServices } from './test/services';
import { formatTimings, type Timing } from './test/timings';

interface Step {
  /** What `npm test -- <id>` names it by. */
  id: string;
  name: string;
  /** Resolves to an exit code, or to a sentence saying why the step could not run here. */
  run: (output: Output, extraArgs: string[]) => Promise<number | string>;
  /** Started before the step's clock starts: shared, and timed on their own. */
  needs?: () => Promise<unknown>;
}

const npm = (args: string[]) => (output: Output) => runLogged('npm', args, output);

async function rulesTests(output: Output): Promise<number | string> {
  const { info } = await firestore.get();
  if (info.host) {
    return runLogged(bin('vitest'), ['run', '--project', 'rules'], output, {
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: info.host },
    });
  }
  return `Rules tests skipped: no Firestore emulator can run here (${info.why}).`;
}

async function functionsOnEmulators(output: Output): Promise<number | string> {
  const { info } = await firestore.get();
  if (!info.host) {
    return `Functions tests on the emulators skipped: no Firestore emulator can run here (${info.why}).`;
  }
  return functionsTests(info.host, output);
}

/** Ports of the search step's own databases, away from npm start's 5433. */
const SEARCH_TEST_PORTS = { pglite: 5435, postgres: 5437 } as const;

function searchDbTests(url: string, output: Output) {
  return runLogged(bin('vitest'), ['run', '--project', 'search-db'], output, {
    env: { ...process.env, DATABASE_URL: url },
  });
}

/**
 * The search index's SQL against domain's matcher (the differential test and its fellows), on
 * the embedded PGlite, then on Debian's PostgreSQL 15, so the SQL is proven on a real server.
 */
async function searchTests(output: Output): Promise<number | string> {
  const port = SEARCH_TEST_PORTS.pglite;
  const pglite = startLogged(
    bin('tsx'),
    [`${root}scripts/pglite-server.ts`, '--port', String(port)],
    output,
  );
  try {
    await waitFor(
      'PGlite',
      () => isPortOpen(port),
      60_000,
      () => isRunning(pglite),
    );
    const code = await searchDbTests(embeddedDatabaseUrl(port), output);
    if (code !== 0) return code;
  } finally {
    await stopProcess(pglite);
  }
  const why = noPostgresReason();
  if (why) return `On PGlite it passed; on Debian's PostgreSQL it was skipped: ${why}.`;
  const server = await startPostgres(SEARCH_TEST_PORTS.postgres, output);
  try {
    return await searchDbTests(server.url, output);
  } finally {
    await server.stop();
  }
}

/** One Playwright run over `projects` (emulator, offline), on the run's servers. */
function e2e(projects: ('emulator' | 'offline')[]) {
  return async (output: Output, extraArgs: string[]): Promise<number | string> => {
    const { info } = await e2eServers.get();
    let chosen = projects;
    if (!info.emulator) {
      chosen = projects.filter((project) => project === 'offline');
      const note = `End-to-end tests on the Firestore emulator skipped: it cannot run here (${info.why}).`;
      if (chosen.length === 0) return note;
      console.log(`  ${note} The offline pass runs.`);
    }
    const args = ['test', ...chosen.flatMap((project) => ['--project', project]), ...extraArgs];
    return runLogged(bin('playwright'), args, output, {
      env: { ...process.env, PORTAL_E2E_SERVERS: 'running' },
    });
  };
}

const e2eNeeds = () => e2eServers.get();

const typecheck: Step = { id: 'typecheck', name: 'typecheck', run: npm(['run', 'typecheck']) };
const lint: Step = { id: 'lint', name: 'lint (eslint, prettier)', run: npm(['run', 'lint']) };
const unit: Step = { id: 'unit', name: 'unit and component tests', run: npm(['run', 'test:unit']) };
const rules: Step = {
  id: 'rules',
  name: 'Firestore rules tests (emulator)',
  run: rulesTests,
  needs: () => firestore.get(),
};
const functions: Step = {
  id: 'functions',
  name: 'functions on the Auth, Functions and Firestore emulators',
  run: functionsOnEmulators,
  needs: () => Promise.all([firestore.get(), builds.get()]),
};
const bundle: Step = {
  id: 'bundle',
  name: 'first-load bundle budget',
  run: (output) =>
    runLogged(bin('tsx'), ['scripts/check-bundle.ts'], output, {
      env: { ...process.env, PORTAL_PREBUILT: '1' },
    }),
  needs: () => builds.get(),
};
const e2eSteps: Step[] = [
  {
    id: 'e2e',
    name: 'end-to-end tests, both passes (Chromium)',
    run: e2e(['emulator', 'offline']),
    needs: e2eNeeds,
  },
  {
    id: 'e2e-emulator',
    name: 'end-to-end tests on the Firestore emulator (Chromium)',
    run: e2e(['emulator']),
    needs: e2eNeeds,
  },
  {
    id: 'e2e-offline',
    name: 'end-to-end tests in offline mode (Chromium)',
    run: e2e(['offline']),
    needs: e2eNeeds,
  },
];

/**
 * Two lanes, one for each core, each running its own steps one after another: the checks that
 * need no emulator, and the bundle budget and the end-to-end tests (the longest step, started as
 * soon as its servers are up). Then each lane, as it comes free, takes the next step of the
 * shared tail, the longest first, so that neither lane idles while the other still has two
 * steps to run.
 */
const lanes: Step[][] = [
  [typecheck, lint, unit],
  [bundle, ...e2eSteps],
];
const search: Step = {
  id: 'search',
  name: "search index on PGlite and on Debian's PostgreSQL",
  run: searchTests,
};
const sharedTail: Step[] = [functions, search, rules];
const allSteps = [...lanes.flat(), ...sharedTail];
/** A whole run: the e2e step covers both passes. */
const defaultSteps = allSteps.filter((step) => !['e2e-emulator', 'e2e-offline'].includes(step.id));

// The step ids come first; the rest (from the first option on) goes to Playwright.
const argv = process.argv.slice(2);
const firstOption = argv.findIndex((arg) => arg.startsWith('-'));
const chosen = firstOption < 0 ? argv : argv.slice(0, firstOption);
const extraArgs = firstOption < 0 ? [] : argv.slice(firstOption);
const unknown = chosen.filter((id) => !allSteps.some((step) => step.id === id));
if (unknown.length > 0) {
  console.error(
    `✖ No step called ${unknown.join(', ')}. The steps: ${allSteps.map((step) => step.id).join(', ')}.`,
  );
  process.exit(1);
}
const selected = chosen.length ? allSteps.filter((step) => chosen.includes(step.id)) : defaultSteps;
if (extraArgs.length > 0 && !selected.some((step) => step.id.startsWith('e2e'))) {
  console.error(`✖ Options (${extraArgs.join(' ')}) go to Playwright: name an e2e step too.`);
  process.exit(1);
}
// One step alone shows its output as it comes; several at once write theirs to files.
const live = selected.length === 1;

clearLogs();
const timings: Timing[] = [];
const runStarted = Date.now();
let failed = false;

async function stopEverything() {
  await stopServices();
  await stopAll();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    failed = true;
    void stopEverything().then(() => process.exit(130));
  });
}

/** Times a shared service from its start to ready, once, for the table. */
function timeService(name: string, start: () => Promise<unknown>): Promise<unknown> {
  const begun = Date.now();
  const ready = start().then((value) => {
    timings.push({ name, startedAt: begun - runStarted, ms: Date.now() - begun, outcome: 'ready' });
    return value;
  });
  // A failure is reported by the step that needs the service.
  ready.catch(() => {});
  return ready;
}

async function runStep(step: Step): Promise<boolean> {
  if (failed) return false;
  try {
    await step.needs?.();
  } catch (error) {
    console.error(`\n✖ ${step.name}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
  if (failed) return false;
  const output: Output = { logFile: live ? null : logFileFor(step.id) };
  const begun = Date.now();
  console.log(`▶ ${step.name}${output.logFile ? '' : '\n'}`);
  const outcome = await step.run(output, extraArgs);
  const ms = Date.now() - begun;
  const timing: Timing = { name: step.id, startedAt: begun - runStarted, ms, outcome: 'passed' };
  timings.push(timing);
  if (typeof outcome === 'string') {
    timing.outcome = 'skipped';
    console.log(`  ${outcome}`);
    return true;
  }
  if (outcome !== 0) {
    timing.outcome = 'failed';
    if (failed) return false;
    if (output.logFile) console.error(`\n${tailOf(output.logFile)}`);
    console.error(`\n✖ ${step.name} failed (exit code ${outcome}).`);
    return false;
  }
  console.log(`✔ ${step.name} (${Math.round(ms / 1000)} s)`);
  return true;
}

/** Runs a lane's own steps, then steps of the shared `tail` (taken from it) until none is left. */
async function runLane(steps: Step[], tail: Step[]): Promise<boolean> {
  const next = () => steps.shift() ?? tail.shift();
  for (let step = next(); step; step = next()) {
    if (!(await runStep(step))) {
      failed = true;
      // The other lane's processes go too: the run has failed.
      await stopEverything();
      return false;
    }
  }
  return true;
}

if (selected.some((step) => step.id.startsWith('e2e'))) await ensureChromium();
// Start what the chosen steps share at once, so it is ready when they get to it.
const needsBuild = selected.some(
  (s) => ['bundle', 'functions'].includes(s.id) || s.id.startsWith('e2e'),
);
const needsFirestore = selected.some(
  (s) => ['rules', 'functions'].includes(s.id) || s.id.startsWith('e2e'),
);
if (needsBuild) void timeService('(build web and functions)', () => builds.get());
if (needsFirestore) void timeService('(start Firestore emulator)', () => firestore.get());
if (selected.some((s) => s.id.startsWith('e2e'))) {
  void timeService('(start e2e servers)', () => e2eServers.get());
}

const tail = sharedTail.filter((step) => selected.includes(step));
const passed = (
  await Promise.all(
    lanes.map((lane) =>
      runLane(
        lane.filter((step) => selected.includes(step)),
        tail,
      ),
    ),
  )
).every(Boolean);
await stopEverything();

console.log(`\n${formatTimings(timings, Date.now() - runStarted)}`);
if (!passed || failed) process.exit(1);
const what = chosen.length
  ? `${selected.map((step) => step.id).join(', ')}: passed`
  : 'All checks passed';
console.log(`\n✔ ${what} in ${Math.round((Date.now() - runStarted) / 1000)} s.`);
