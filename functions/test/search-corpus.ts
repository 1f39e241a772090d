// A generated board for proving the search index equal to domain's matcher: a few thousand jobs
// whose text is hostile (LIKE's wildcards, quotes, SQL, markup, entities, control characters,
// NUL, lone surrogates) and unicode (case rules beyond ASCII, emoji, combining marks, right-to-
// left), and the queries to ask of it, 1- and 2-letter ones included. Deterministic.
import { JOB_TYPES, RICH_TEXT_FIELDS, type Job, type JobStatus } from '@portal/domain/jobs/job';
import { DAY_MS } from '@portal/domain/jobs/job-expiry';
import { SEARCH_FIELDS } from '@portal/domain/jobs/job-search';
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

export function generateCorpus(size: number, now: number): Job[] {
  const random = mulberry32(20261125);
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
    return {
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
  });
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
