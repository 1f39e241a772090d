// `npm run moderate`: the moderators' queue in a terminal (the jobs held by the screen at the
// door, with what it found, and the reported and hidden jobs with their reports); the actions
// of the console (approve, hide, restore, remove), logged as the terminal's; `grant` and
// `revoke`, which make an account a moderator or no longer one; and `migrate-poster-keys`, run
// once on a deploy, which names each job's poster by posterKey, not uid. On the emulators by default
// (FIRESTORE_EMULATOR_HOST, else 127.0.0.1:8080; the Auth emulator beside it); on a real
// project when GOOGLE_APPLICATION_CREDENTIALS names a key file.
import { printable } from '../domain/src/control-characters';
import { REPORT_REASONS } from '../domain/src/moderation/job-report';
import { parseArgs } from 'node:util';
import type { HeldEntry, ModerationEntry } from '../functions/src/moderation/moderation';
import type { ModerationOutcome } from '../functions/src/moderation/moderate-job';
import { HOST, isPortOpen, NO_METADATA_SERVER, PORTS, PROJECT_ID } from './lib';

const USAGE = `Usage:
  npm run moderate                                   list the held, reported and hidden jobs
  npm run moderate -- approve <jobId> --reason "…"   a held job goes live
  npm run moderate -- hide <jobId> --reason "…"      take a live job down until reviewed
  npm run moderate -- restore <jobId> --reason "…"   list a hidden or removed job again (later
                                                     reports queue it, never hide it)
  npm run moderate -- remove <jobId> --reason "…"    remove the job for good (close does the same)
  npm run moderate -- grant <email>                  make the account a moderator
  npm run moderate -- revoke <email>                 no longer a moderator (ends its sessions)
  npm run moderate -- migrate-poster-keys            jobs stored with their poster's uid
                                                     (postedBy) name them by posterKey instead;
                                                     run after deploying the functions, before
                                                     the rules; a second run does nothing
Options:
  --reason <text>  why, for the audit log the console shows (each action needs one)
  --project <id>   the project (default: ${PROJECT_ID} on the emulator; GCLOUD_PROJECT otherwise)

On the Firestore emulator at FIRESTORE_EMULATOR_HOST (default ${HOST}:${PORTS.firestore}) and the
Auth emulator at FIREBASE_AUTH_EMULATOR_HOST (default ${HOST}:${PORTS.auth}), or on a real project
when GOOGLE_APPLICATION_CREDENTIALS names a service account key file.`;

const JOB_ACTIONS = ['approve', 'hide', 'restore', 'remove', 'close'] as const;
const DONE = { approve: 'Approved', hide: 'Hid', restore: 'Restored', remove: 'Removed' } as const;
const ACCOUNT_ACTIONS = ['grant', 'revoke'] as const;
const MIGRATE = 'migrate-poster-keys';
const COMMANDS: readonly string[] = ['list', ...JOB_ACTIONS, ...ACCOUNT_ACTIONS, MIGRATE];

type Target = { emulator: string | null; projectId: string };

/** Where to moderate, from the environment and --project; throws with what is missing. */
function targetOf(env: NodeJS.ProcessEnv, project: string | undefined): Target {
  if (env.GOOGLE_APPLICATION_CREDENTIALS) {
    if (env.FIRESTORE_EMULATOR_HOST) {
      throw new Error(
        'Both GOOGLE_APPLICATION_CREDENTIALS and FIRESTORE_EMULATOR_HOST are set: unset one, ' +
          'so it is clear whether this is a real project or the emulator.',
      );
    }
    const projectId = project ?? env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT;
    if (!projectId) {
      throw new Error('On a real project, say which: --project <id> or GCLOUD_PROJECT=<id>.');
    }
    return { emulator: null, projectId };
  }
  return {
    emulator: env.FIRESTORE_EMULATOR_HOST ?? `${HOST}:${PORTS.firestore}`,
    projectId: project ?? PROJECT_ID,
  };
}

const time = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const reasonLabel = (reason: string) =>
  REPORT_REASONS.find((known) => known.value === reason)?.label ?? reason;

// Stored text reaches the terminal through `printable` only, a line at a time: a job or note
// stored before the schemas took controls out could otherwise clear the screen, recolour it or
// fake a line of this listing.
function describeEntry(entry: ModerationEntry): string {
  const job = entry.job
    ? `${entry.job.Title} at ${entry.job.Company} (job ${entry.jobId}, ${entry.job.status})`
    : `job ${entry.jobId} (no longer stored)`;
  const counted = `${entry.count} reporter${entry.count === 1 ? '' : 's'} since posted or restored`;
  return [
    `${entry.reportStatus === 'hidden' ? 'HIDDEN  ' : 'REPORTED'}  ${job}`,
    `          ${counted}; last report ${time(entry.lastReportedAt)}`,
    ...entry.reports.map(
      (report) =>
        `          - ${time(report.reportedAt)}  ${reasonLabel(report.reason)}` +
        (report.note ? `: "${report.note}"` : ''),
    ),
  ]
    .map(printable)
    .join('\n');
}

function describeHeld(entry: HeldEntry): string {
  const signals = entry.screening?.signals ?? [];
  return [
    `HELD      ${entry.Title} at ${entry.Company} (job ${entry.jobId})`,
    `          posted ${time(entry.createdAt)}; the screen's score ${entry.screening?.score ?? '?'}`,
    ...signals.map((signal) => `          - ${signal.kind} (${signal.weight}): ${signal.says}`),
  ]
    .map(printable)
    .join('\n');
}

function describeOutcome(outcome: ModerationOutcome, verb: string): string {
  return printable(
    `${verb} job ${outcome.jobId}: ${outcome.Title} at ${outcome.Company}, now ${outcome.status}.`,
  );
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: {
      project: { type: 'string' },
      reason: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  if (values.help) return console.log(USAGE);
  const [action = 'list', subject, ...extra] = positionals;
  if (!COMMANDS.includes(action) || extra.length > 0) {
    throw new Error(`Not a moderation command: ${positionals.join(' ')}\n\n${USAGE}`);
  }
  const isAccountAction = (ACCOUNT_ACTIONS as readonly string[]).includes(action);
  if (action !== 'list' && action !== MIGRATE && !subject) {
    throw new Error(
      `Say which ${isAccountAction ? 'account' : 'job'}: npm run moderate -- ${action} <${isAccountAction ? 'email' : 'jobId'}>`,
    );
  }

  const target = targetOf(process.env, values.project);
  if (target.emulator) {
    const [host, port] = target.emulator.split(':');
    if (!(await isPortOpen(Number(port), host))) {
      throw new Error(
        `No Firestore emulator at ${target.emulator}: start one with npm start ` +
          '(or point FIRESTORE_EMULATOR_HOST at one).',
      );
    }
    Object.assign(
      process.env,
      {
        FIRESTORE_EMULATOR_HOST: target.emulator,
        FIREBASE_AUTH_EMULATOR_HOST:
          process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `${host}:${PORTS.auth}`,
      },
      NO_METADATA_SERVER,
    );
  }
  // Imported once the environment says where Firestore is, before the Admin SDK reads it.
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { getAuth } = await import('firebase-admin/auth');
  const { listHeld, listModeration } = await import('../functions/src/moderation/moderation');
  const { moderateJob } = await import('../functions/src/moderation/moderate-job');
  const { setModerator } = await import('../functions/src/moderation/moderators');
  const app = initializeApp({ projectId: target.projectId });
  const db = getFirestore(app);
  const where = target.emulator
    ? `the Firestore emulator at ${target.emulator}, project ${target.projectId}`
    : `project ${target.projectId}`;

  if (action === MIGRATE) {
    if (subject) throw new Error(`${MIGRATE} takes no argument.\n\n${USAGE}`);
    const { migratePosterKeys } = await import('../functions/src/posting/migrate-poster-keys');
    const migrated = await migratePosterKeys(db, {
      onPage: (done) => console.log(`${done} jobs rewritten so far...`),
    });
    return console.log(
      migrated === 0
        ? `No job on ${where} names its poster by uid: nothing to do.`
        : `${migrated} job${migrated === 1 ? '' : 's'} on ${where} now name their poster by posterKey.`,
    );
  }
  if (subject && isAccountAction) {
    const granted = action === 'grant';
    const account = await setModerator(getAuth(app), subject, granted);
    return console.log(
      printable(
        `${account.email} (${account.uid}) is ${granted ? 'now a moderator: it sees /moderation once it logs in again' : 'no longer a moderator; its sessions are ended'}.`,
      ),
    );
  }
  if (subject && action !== 'list') {
    const reason = values.reason?.trim();
    if (!reason || reason.length < 3) {
      throw new Error(
        `Say why, for the audit log: npm run moderate -- ${action} ${subject} --reason "…"`,
      );
    }
    const name =
      action === 'close' ? 'remove' : (action as 'approve' | 'hide' | 'restore' | 'remove');
    const outcome = await moderateJob(db, {
      jobId: subject,
      action: name,
      reason,
      moderator: {
        uid: 'terminal',
        email: process.env.USER ? `${process.env.USER} (terminal)` : null,
      },
    });
    return console.log(describeOutcome(outcome, DONE[name]));
  }

  const [held, entries] = await Promise.all([listHeld(db), listModeration(db)]);
  const count = held.length + entries.length;
  if (count === 0) return console.log(`Nothing to review on ${where}.`);
  console.log(`${count} job${count === 1 ? '' : 's'} to review on ${where}:\n`);
  console.log([...held.map(describeHeld), ...entries.map(describeEntry)].join('\n\n'));
  console.log(
    '\nnpm run moderate -- approve|hide|restore|remove <jobId> --reason "…" acts on one; --help says more.',
  );
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
