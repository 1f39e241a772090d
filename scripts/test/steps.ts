// The steps of `npm test`, each with what it needs started first, and the two lanes they run in.
import { existsSync, readFileSync } from 'node:fs';
import {
  bin,
  embeddedDatabaseUrl,
  scriptCommand,
  searchDatabaseCommand,
  waitForPort,
} from '../lib';
import { firstRun } from './first-run';
import { functionsTests } from './functions-tests';
import { noPostgresReason, startPostgres } from './postgres-server';
import { logFileFor, runLogged, startLogged, stopProcess, type Output } from './processes';
import { builds, e2eServers, firestore, stopE2eServices } from './services';

export interface Step {
  /** What `npm test -- <id>` names it by. */
  id: string;
  name: string;
  /** Resolves to the exit code; throws, saying why, when the step cannot run here. */
  run: (output: Output, extraArgs: string[]) => Promise<number>;
  /**
   * Started before the step's clock starts: shared, and timed on their own. Throws, saying why,
   * when what the step needs cannot run here: the run then fails.
   */
  needs?: () => Promise<unknown>;
}

const npm = (args: string[]) => (output: Output) => runLogged('npm', args, output);

async function rulesTests(output: Output): Promise<number> {
  const { host } = await firestore.get();
  return runLogged(bin('vitest'), ['run', '--project', 'rules'], output, {
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: host },
  });
}

async function functionsOnEmulators(output: Output): Promise<number> {
  const { host } = await firestore.get();
  return functionsTests(host, output);
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
async function searchTests(output: Output): Promise<number> {
  const port = SEARCH_TEST_PORTS.pglite;
  const pglite = startLogged(...searchDatabaseCommand(port), output);
  try {
    await waitForPort('PGlite', pglite, port);
    const code = await searchDbTests(embeddedDatabaseUrl(port), output);
    if (code !== 0) return code;
  } finally {
    await stopProcess(pglite);
  }
  const server = await startPostgres(SEARCH_TEST_PORTS.postgres, output);
  try {
    return await searchDbTests(server.url, output);
  } finally {
    await server.stop();
  }
}

/** One Playwright run over `projects`, on the run's servers. */
function e2e(projects: ('emulator' | 'speech' | 'offline')[]) {
  return async (output: Output, extraArgs: string[]): Promise<number> => {
    await e2eServers.get();
    const args = ['test', ...projects.flatMap((project) => ['--project', project]), ...extraArgs];
    const code = await runLogged(bin('playwright'), args, output, {
      env: { ...process.env, PORTAL_E2E_SERVERS: 'running' },
    });
    if (code !== 0) console.error(serversComplaints());
    return code;
  };
}

/** Lines of the servers' log a failed e2e run may be explained by: their warnings and errors. */
const COMPLAINT = /"severity":"(WARNING|ERROR)"|\b(error|failed|refused|timed? ?out|outlasted)\b/i;
/**
 * What every run logs: the readiness checks' GETs of a callable, and that the development keys,
 * the local inbox and the assessment's bank stand in for what production configures.
 */
const EVERY_RUN =
  /invalid method\. GET|Invalid request, unable to process|is not set: |no GEMINI_API_KEY is set/;
const AT_MOST = 40;

/** What the end-to-end servers complained of during the run: its last lines, each cut short. */
function serversComplaints(): string {
  const log = logFileFor('e2e-servers');
  if (!existsSync(log)) return '';
  const lines = readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => COMPLAINT.test(line) && !EVERY_RUN.test(line))
    .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line));
  if (lines.length === 0) return `\nThe e2e servers logged no warning or error (${log}).`;
  return (
    `\nThe e2e servers' warnings and errors, the last ${Math.min(AT_MOST, lines.length)} of ` +
    `${lines.length} (${log}):\n${lines.slice(-AT_MOST).join('\n')}`
  );
}

const e2eNeeds = () => e2eServers.get();

const firstRunStep: Step = {
  id: 'first-run',
  name: 'npm start in a fresh copy, opened in Chromium',
  run: firstRun,
  // npm start takes the end-to-end servers' ports, their Firestore emulator's too: they stop
  // first. The rules and functions tests' emulators use ports of their own.
  needs: stopE2eServices,
};

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
    runLogged(...scriptCommand('check-bundle.ts'), output, {
      env: { ...process.env, PORTAL_PREBUILT: '1' },
    }),
  needs: () => builds.get(),
};
const e2eSteps: Step[] = [
  {
    id: 'e2e',
    name: 'end-to-end tests, both passes (Chromium)',
    run: e2e(['emulator', 'speech', 'offline']),
    needs: e2eNeeds,
  },
  {
    id: 'e2e-emulator',
    name: 'end-to-end tests on the Firestore emulator (Chromium)',
    run: e2e(['emulator', 'speech']),
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
 * need no emulator; and the bundle budget, the end-to-end tests (the longest step, started as
 * soon as its servers are up), then npm start in a fresh copy, which takes their servers' ports
 * once they stop. Then each lane, as it comes free, takes the next step of the shared tail, the
 * longest first, so that neither lane idles while the other still has two steps to run.
 */
export const lanes: Step[][] = [
  [typecheck, lint, unit],
  [bundle, ...e2eSteps, firstRunStep],
];
const search: Step = {
  id: 'search',
  name: "search index on PGlite and on Debian's PostgreSQL",
  run: searchTests,
  needs: async () => {
    const why = noPostgresReason();
    if (why) throw new Error(`Debian's PostgreSQL cannot run here: ${why}.`);
  },
};
export const sharedTail: Step[] = [functions, search, rules];
export const allSteps = [...lanes.flat(), ...sharedTail];
/** A whole run: the e2e step covers both passes. */
export const defaultSteps = allSteps.filter(
  (step) => !['e2e-emulator', 'e2e-offline'].includes(step.id),
);
