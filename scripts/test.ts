// `npm test`: typecheck, lint, every vitest project, the bundle budget, the Firestore rules tests,
// the functions on their emulators, and the Playwright tests (on the Firestore emulator, and the
// offline-mode pass), and npm start in a fresh copy. Two lanes run side by side, one for each
// core: the checks that need no emulator; and the bundle budget, the end-to-end tests and the
// first run; then the functions, search and rules tests, on whichever lane is free first. The
// builds and each Firestore emulator are made once and shared. Stops at the first failure and
// says which; prints each step's time at the end.
//
// `npm test -- functions rules` runs only the steps named; `npm test -- --skip=e2e,first-run`
// runs all but those; `npm test -- e2e --grep <text>` passes what follows the steps to
// Playwright. A step that cannot run here (no Firestore emulator, PostgreSQL or Chromium) fails
// the run: only a step skipped by name is left out, and the closing table lists it.
import { existsSync } from 'node:fs';
import { ensureChromium } from './test/chromium';
import { clearLogs, logFileFor, stopAll, tailOf, type Output } from './test/processes';
import { builds, e2eServers, firestore, stopServices } from './test/services';
import { allSteps, defaultSteps, lanes, sharedTail, type Step } from './test/steps';
import { benchmarkIndex, formatHostSpeed } from './test/host-speed';
import { takeSkip } from './test/skip';
import { formatTimings, type Timing } from './test/timings';

// `--skip=<ids>` (or `--skip <ids>`) is ours; then the step ids; the rest (from the first option
// on) goes to Playwright.
const { skipped: skippedIds, rest: argv } = takeSkip(process.argv.slice(2));
const firstOption = argv.findIndex((arg) => arg.startsWith('-'));
const chosen = firstOption < 0 ? argv : argv.slice(0, firstOption);
const extraArgs = firstOption < 0 ? [] : argv.slice(firstOption);
const unknown = [...chosen, ...skippedIds].filter((id) => !allSteps.some((step) => step.id === id));
if (unknown.length > 0) {
  console.error(
    `✖ No step called ${unknown.join(', ')}. The steps: ${allSteps.map((step) => step.id).join(', ')}.`,
  );
  process.exit(1);
}
const asked = chosen.length ? allSteps.filter((step) => chosen.includes(step.id)) : defaultSteps;
// Skipping e2e skips its two passes named apart as well.
const isSkipped = (step: Step) =>
  skippedIds.includes(step.id) || (step.id.startsWith('e2e-') && skippedIds.includes('e2e'));
const selected = asked.filter((step) => !isSkipped(step));
if (extraArgs.length > 0 && !selected.some((step) => step.id.startsWith('e2e'))) {
  console.error(`✖ Options (${extraArgs.join(' ')}) go to Playwright: name an e2e step too.`);
  process.exit(1);
}
// One step alone shows its output as it comes; several at once write theirs to files.
const live = selected.length === 1;

clearLogs();
const speedAtStart = benchmarkIndex();
const timings: Timing[] = asked
  .filter(isSkipped)
  .map((step) => ({ name: step.id, startedAt: 0, ms: 0, outcome: 'skipped' as const }));
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
    timings.push({ name: step.id, startedAt: Date.now() - runStarted, ms: 0, outcome: 'failed' });
    console.error(
      `\n✖ ${step.name} cannot run: ${error instanceof Error ? error.message : String(error)}`,
    );
    return false;
  }
  if (failed) return false;
  const output: Output = { logFile: live ? null : logFileFor(step.id) };
  const begun = Date.now();
  console.log(`▶ ${step.name}${output.logFile ? '' : '\n'}`);
  const outcome = await step.run(output, extraArgs).catch((error: unknown) => {
    console.error(`\n✖ ${step.name}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  });
  const ms = Date.now() - begun;
  const timing: Timing = { name: step.id, startedAt: begun - runStarted, ms, outcome: 'passed' };
  timings.push(timing);
  if (outcome !== 0) {
    timing.outcome = failed ? 'stopped' : 'failed';
    if (failed) return false;
    if (output.logFile && existsSync(output.logFile)) console.error(`\n${tailOf(output.logFile)}`);
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

const usesChromium = (step: Step) => step.id.startsWith('e2e') || step.id === 'first-run';
if (selected.some(usesChromium)) await ensureChromium();
// Start what the chosen steps share at once, so it is ready when they get to it.
const needsBuild = selected.some(
  (s) => ['bundle', 'functions'].includes(s.id) || s.id.startsWith('e2e'),
);
const needsFirestore = selected.some((s) => ['rules', 'functions'].includes(s.id));
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

const totalMs = Date.now() - runStarted;
console.log(`\n${formatTimings(timings, totalMs)}`);
// Hosts differ 2-3x in speed: a time means something beside the speed it was taken at.
console.log(`  ${formatHostSpeed(speedAtStart, benchmarkIndex())}`);
if (!passed || failed) process.exit(1);
const skippedNote = skippedIds.length ? ` (skipped as asked: ${skippedIds.join(', ')})` : '';
const what = chosen.length
  ? `${selected.map((step) => step.id).join(', ')}: passed${skippedNote}`
  : skippedIds.length
    ? `All checks passed but those skipped as asked: ${skippedIds.join(', ')}`
    : 'All checks passed';
console.log(`\n✔ ${what} in ${Math.round((Date.now() - runStarted) / 1000)} s.`);
