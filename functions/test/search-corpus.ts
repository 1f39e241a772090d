// A generated board for proving the search index equal to domain's matcher: a few thousand jobs
// whose text is hostile (LIKE's wildcards, quotes, SQL, markup, entities, control characters,
// NUL, lone surrogates) and unicode (case rules beyond ASCII, emoji, combining marks, right-to-
// left), and the queries to ask of it, 1- and 2-letter ones included. Deterministic.
import { JOB_TYPES, RICH_TEXT_FIELDS, type Job, type JobStatus } from '@portal/domain/jobs/job';
import { DAY_MS } from '@portal/domain/jobs/job-expiry';
import { SEARCH_FIELDS } from '@portal/domain/jobs/job-search';
import type { JobFilter } from '@portal/domain/jobs/job-list';
import type { Pay } from '@portal/domain/jobs/pay';
import { mulberry32, type Random } from '@portal/domain/seed/seed-random';

const WORDS = [
  'react',
  'Rust',
  'GOLANG',
  'data',
  'Analyst',
  'ingénieur',
  'Straße',
  'STRASSE',
  'İstanbul',
  'ıi',
  'ΣΊΣΥΦΟΣ',
  'σίσυφος',
  'Ǆemal',
  'ﬁnance',
  'müller',
  'MÜLLER',
  'naïve',
  'nai\u0308ve',
  '東京',
  'データ',
  '🚀',
  '👩‍💻',
  'émoji✓',
  'عربى',
  'עברית',
  '100%',
  '50_50',
  'C:\\path',
  'back\\slash',
  "O'Reilly",
  '"quoted"',
  "'; drop table jobs; --",
  '%_%',
  '\\%',
  'a_b',
  'ǅ',
  'KELVIN\u212a',
  'ﬃ',
  'ẞ',
  'x\u0000y',
  'lone\ud800half',
  'tail\udc00',
  'tab\there',
  'new\nline',
  'ctl\u0001sep',
  'nbsp\u00a0space',
  'zero\u200bwidth',
  '<b>',
  '&amp;',
  '&lt;li&gt;',
];

const MARKUP = [
  (w: string) => `<p>${w}</p>`,
  (w: string) => `<ul><li>${w}</li><li>and more</li></ul>`,
  (w: string) => `Go<strong>${w}</strong>lang`,
  (w: string) => `<script>${w} hidden</script>shown`,
  (w: string) => `&nbsp;${w}&amp;co &#x1F680; &#0; &bogus;`,
  (w: string) => `<a href="https://x.example.com?q=${w}" title="a > b">${w}</a>`,
  (w: string) => `${w} < 5 LPA <!-- note ${w} --> end`,
];

const RICH: ReadonlySet<string> = new Set(RICH_TEXT_FIELDS);
const COUNTRIES = ['India', 'Germany', ' India ', 'Türkiye', 'España', '日本', '', 'germany'];
const CITIES = ['Pune', 'Berlin', 'İzmir', 'Sevilla', '東京', '', ' Pune', 'berlin'];

function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function phrase(random: Random): string {
  const count = 1 + Math.floor(random() * 4);
  return Array.from({ length: count }, () => pick(random, WORDS)).join(
    pick(random, [' ', '-', '', '  ']),
  );
}

/**
 * What jobs say they pay, as their Salary writes it: figures a minimum matches or misses, in
 * rupees per year, month and hour, ranges, other currencies (never converted), and text that
 * says no figure. A few jobs have their Pay as a field of its own instead, which has the last word.
 */
const SALARIES = [
  '₹6–8 LPA',
  '₹12 LPA',
  '₹3,00,000 a year',
  'Stipend ₹25,000 a month',
  '₹10,000 – ₹15,000 per month',
  '₹500 an hour',
  '₹ 4.5 lakh',
  '$120,000 – $150,000 a year',
  '€40k a year',
  'CA$90,000 a year',
  'AED 8,000 a month',
  'Competitive',
  'As per norms',
  '₹₹',
  '',
];

const PAYS: Pay[] = [
  { kind: 'paid', currency: 'INR', period: 'MONTH', min: 30_000, max: 45_000 },
  { kind: 'paid', currency: 'INR', period: 'YEAR', min: 900_000 },
  { kind: 'paid', currency: 'USD', period: 'HOUR', min: 40 },
  { kind: 'unpaid' },
  { kind: 'undisclosed' },
];

/** A job's pay: its Salary one of SALARIES (or the words it had), and now and then a Pay. */
function withPay(job: Job, random: Random): Job {
  const roll = random();
  if (roll < 0.15) return job;
  if (roll < 0.25) {
    const pay = pick(random, PAYS);
    // Spread, not written out: the Pay field is new to a job's type.
    return { ...job, Salary: pick(random, SALARIES), ...{ Pay: pay } };
  }
  const salary = pick(random, SALARIES);
  return { ...job, ...(salary ? { Salary: salary } : { Salary: undefined }) };
}

export function generateCorpus(size: number, now: number): Job[] {
  const random = mulberry32(20261125);
  // Apart, so the text the rest of the corpus holds is what it was before pay.
  const payRandom = mulberry32(20261129);
  // Apart too, for the same reason: when a job's poster last confirmed it open.
  const confirmRandom = mulberry32(20261130);
  const statuses: JobStatus[] = [
    'active',
    'active',
    'active',
    'active',
    'closed',
    'hidden',
    'held',
  ];
  return Array.from({ length: size }, (_, index): Job => {
    const fields: Record<string, string> = {};
    for (const field of SEARCH_FIELDS) {
      if (field === 'Type') continue;
      if (random() < 0.35 && !['Title', 'Company'].includes(field)) continue;
      const text = phrase(random);
      fields[field] = RICH.has(field) ? pick(random, MARKUP)(text) : text;
    }
    const country = pick(random, COUNTRIES);
    const city = pick(random, CITIES);
    const job: Job = {
      id: `corpus-${String(index).padStart(5, '0')}`,
      Title: fields.Title ?? 'Untitled',
      Company: fields.Company ?? 'Nobody',
      ApplyURL: 'https://jobs.example.com/apply',
      Skills: fields.Skills ?? '<p>Care</p>',
      ...fields,
      ...(country && { Country: country }),
      ...(city && { City: city }),
      Type: pick(random, JOB_TYPES),
      status: pick(random, statuses),
      // A few share a creation time, so order falls back on the id.
      createdAt: new Date(now - DAY_MS - Math.floor(random() * 400) * 60_000),
      updatedAt: new Date(now - 1000),
      expiresAt: new Date(now + (random() < 0.1 ? -DAY_MS : 30 * DAY_MS)),
      posterKey: null,
    };
    return withPay({ ...job, ...confirmation(confirmRandom, job.createdAt) }, payRandom);
  });
}

/**
 * About a third of jobs were confirmed open since they were posted: up to 10 hours on, in whole
 * minutes as the creation times are, so many a job confirmed at the moment another was posted,
 * or another confirmed, and the order falls back on the id.
 */
function confirmation(random: Random, createdAt: Date): { confirmedAt?: Date } {
  if (random() >= 0.35) return {};
  return { confirmedAt: new Date(createdAt.getTime() + (1 + Math.floor(random() * 600)) * 60_000) };
}

/** Queries to ask: slices of the corpus's own words, letters, and hostile and odd strings. */
export function generateQueries(count: number): string[] {
  const random = mulberry32(7);
  const fixed = [
    // What the types themselves hold: every job of the type matches, or the type names it.
    'job',
    'jo',
    'b',
    'intern',
    'internship',
    'SHIP',
    'rn',
    'a',
    'e',
    'ß',
    'i',
    'İ',
    'ı',
    'σ',
    '🚀',
    '%',
    '_',
    '\\',
    "'",
    '"',
    '--',
    'ab',
    'st',
    '日本',
    "'; drop table jobs; --",
    '100%',
    '50_50',
    '\\%',
    'li',
    'strong',
    'amp',
    '&',
    '<',
    '>',
    'nbsp',
    'hidden',
    'shown',
    'x\u0000y',
    '\u0001',
    'ctl\u0001sep',
    'lone\ud800',
    '\udc00',
    'ǆ',
    'ﬁ',
    'k',
    'strasse',
    'straße',
    'ss',
    'ẞ',
    '  react  ',
    'RE',
    'naïve',
    'i\u0307',
    'tab\there',
    'new\nline',
    'zero\u200bwidth',
    'émoji',
    '✓',
    '👩',
    'data analyst',
    'go',
    'golang',
    'golanggolang',
    'gol',
    'x',
    'q',
    'zz',
    '',
    '   ',
  ];
  const sliced = Array.from({ length: count - fixed.length }, () => {
    const word = phrase(random);
    const from = Math.floor(random() * word.length);
    const length = 1 + Math.floor(random() * 8);
    const slice = word.slice(from, from + length);
    return random() < 0.5 ? slice : slice.toUpperCase();
  });
  return [...fixed, ...sliced];
}

/** Place choices to combine with some queries: real ones, odd ones, and ones no job has. */
export const PLACE_CHOICES: { countries: string[]; cities: string[] }[] = [
  { countries: [], cities: [] },
  { countries: ['India'], cities: [] },
  { countries: ['India', 'Germany'], cities: ['Pune'] },
  { countries: ['Türkiye'], cities: ['İzmir', 'Nowhere'] },
  { countries: ['germany'], cities: [] },
  { countries: [], cities: ['東京', 'berlin'] },
  { countries: ['Atlantis'], cities: [] },
];

/**
 * Pay filters to combine with some queries: none (most), Shows pay, and minimums per year and per
 * month that some jobs meet and some miss, one met by no job.
 */
export const PAY_CHOICES: Pick<JobFilter, 'showsPay' | 'minPay'>[] = [
  {},
  {},
  { showsPay: true },
  { minPay: { amount: 700_000, per: 'year' } },
  { showsPay: true, minPay: { amount: 25_000, per: 'month' } },
  { minPay: { amount: 1, per: 'month' } },
  { minPay: { amount: 900_000_000, per: 'year' } },
];

/** The orders a list may be asked in: the default (no sort) and newest confirmed open. */
export const SORT_CHOICES: Pick<JobFilter, 'sort'>[] = [{}, { sort: 'confirmed' }];
