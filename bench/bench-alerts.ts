// `npm run bench` (alerts part): one digest run's matching, 100,000 alerts against 500 new jobs,
// as the hourly function does it (domain's createDigestSelector: each job's text built once,
// each distinct search matched once) beside the plain per-alert scan (selectDigest).
import type { AlertSearch } from '@portal/domain/alerts/alert';
import {
  createDigestSelector,
  selectDigest,
  type DigestAlert,
} from '@portal/domain/alerts/alert-digest';
import type { Job } from '@portal/domain/jobs/job';
import { mulberry32 } from '@portal/domain/seed/seed-random';
import { generateSeedJobs } from '@portal/domain/seed/seed-jobs';
import { median } from './runs';

const ALERTS = 100_000;
const NEW_JOBS = 500;
const NAIVE_SAMPLE = 2_000;
const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-25T12:00:00Z');

const random = mulberry32(2026);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

const jobs: Job[] = generateSeedJobs(NEW_JOBS).map(({ id, data }, i) => ({
  id,
  ...data,
  // Spread over the last eight days, as a run's window is.
  createdAt: new Date(NOW - ((i * 8 * 24) / NEW_JOBS) * HOUR),
  expiresAt: new Date(NOW + 30 * 24 * HOUR),
  status: 'active',
}));

/** Words alerts follow ('' for none: a place or a type alone). */
const WORDS = [
  ...'react python java data engineer designer remote intern sales marketing devops android'.split(
    ' ',
  ),
  ...'ios golang node analyst manager support cloud security sql product writer finance'.split(' '),
  ...['hr', 'qa', 'rust', 'ml', 'ai', ''],
];
const countries = [...new Set(jobs.map((job) => job.Country).filter((c): c is string => !!c))];
const cities = [...new Set(jobs.map((job) => job.City).filter((c): c is string => !!c))];

/** A third follow every new job (the footer); the rest a word, sometimes a place and a type. */
function randomAlert(): DigestAlert {
  const since = NOW - pick([24, 24, 24, 7 * 24]) * HOUR;
  if (random() < 0.33) return { search: null, since };
  const search: AlertSearch = {
    query: pick(WORDS),
    countries: random() < 0.4 ? [pick(countries)] : [],
    cities: random() < 0.25 ? [pick(cities)] : [],
    type: random() < 0.5 ? pick(['Job', 'Internship'] as const) : null,
  };
  return { search, since };
}

const alerts = Array.from({ length: ALERTS }, randomAlert);
const distinct = new Set(alerts.map((alert) => JSON.stringify(alert.search))).size;

// Untimed warm-up, then three timed runs of the whole matching.
createDigestSelector(jobs, NOW, NOW);
const runs: number[] = [];
let mails = 0;
let listed = 0;
for (let run = 0; run < 3; run += 1) {
  const started = performance.now();
  const select = createDigestSelector(jobs, NOW, NOW);
  mails = 0;
  listed = 0;
  for (const alert of alerts) {
    const digest = select(alert);
    if (digest.total > 0) mails += 1;
    listed += digest.listed.length;
  }
  runs.push(performance.now() - started);
}

const sample = alerts.slice(0, NAIVE_SAMPLE);
const naiveStarted = performance.now();
for (const alert of sample) selectDigest(alert, jobs, NOW, NOW);
const naivePerAlert = (performance.now() - naiveStarted) / NAIVE_SAMPLE;

const ms = median(runs);
console.log(
  `\nAlert digest matching: ${ALERTS.toLocaleString('en-US')} alerts ` +
    `(${distinct.toLocaleString('en-US')} distinct searches) against ${NEW_JOBS} new jobs`,
);
console.log(
  `  selector (the digest's way): ${ms.toFixed(0)} ms a run, median of 3 ` +
    `(${((ms * 1000) / ALERTS).toFixed(2)} µs an alert); ${mails.toLocaleString('en-US')} alerts get mail, ` +
    `${listed.toLocaleString('en-US')} jobs listed`,
);
console.log(
  `  plain scan per alert: ${(naivePerAlert * 1000).toFixed(0)} µs an alert ` +
    `(measured on ${NAIVE_SAMPLE.toLocaleString('en-US')}), about ` +
    `${((naivePerAlert * ALERTS) / 1000).toFixed(1)} s for all`,
);
