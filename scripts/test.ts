// `npm test`: typecheck, lint, every vitest project, the bundle budget, the Firestore rules tests,
// the functions on their emulators, and the Playwright tests (on the Firestore emulator, and the
// offline-mode pass). Two lanes run side by side, one for each core: the checks that need no
// emulator; and the bundle budget and the end-to-end tests; then the functions and rules tests,
// on whichever lane is free first. The builds and the Firestore emulator are made once and
// shared. Stops at the first failure and says which; prints each step's time at the end.
//
// `npm test -- functions rules` runs only the steps named; `npm test -- e2e --grep <text>` passes
// what follows the steps to Playwright.
import { ensureChromium } from './test/chromium';
import { clearLogs, logFileFor, stopAll, tailOf, type Output } from './test/processes';
import { builds, e2eServers, firestore, stopServices } from './test/services';
import { allSteps, defaultSteps, lanes, sharedTail, type Step } from './test/steps';
import { formatTimings, type Timing } from './test/timings';

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
