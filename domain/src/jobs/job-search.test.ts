// Checks the job search's definition of a match: what matches, places, and the digest's matcher
// against the obvious reading of the spec.
import type { JobFilter } from './job-list';
import { describe, expect, it } from 'vitest';
import type { Job } from './job';
import { createJobMatcher, isFilterActive, jobMatchesFilter, SEARCH_FIELDS } from './job-search';
import { htmlToText } from './html-text';
import { generateSeedJobs } from '../seed/seed-jobs';

let nextId = 0;

function makeJob(fields: Partial<Job> = {}): Job {
  nextId += 1;
  return {
    id: `job-${nextId}`,
    Title: 'Untitled',
    Type: 'Job',
    Company: 'Nobody',
    ApplyURL: 'https://careers.example.com/apply',
    Skills: '<ul><li>Typing</li></ul>',
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    expiresAt: new Date('2026-02-01T00:00:00Z'),
    posterKey: null,
    status: 'active',
    ...fields,
  };
}

function filterOf(query: string, countries: string[] = [], cities: string[] = []): JobFilter {
  return { query, countries, cities };
}

/** The jobs a list would show for this filter, or null when there is no filter. */
function search(jobs: readonly Job[], filter: JobFilter): Job[] | null {
  return isFilterActive(filter) ? jobs.filter((job) => jobMatchesFilter(job, filter)) : null;
}

/** The same through the digest's matcher, which builds each job's search text once. */
function searchWithMatcher(jobs: readonly Job[], filter: JobFilter): Job[] | null {
  return isFilterActive(filter) ? createJobMatcher(jobs)(filter) : null;
}

const ids = (jobs: readonly Job[] | null) => jobs?.map((job) => job.id) ?? null;

const seedJobs: Job[] = generateSeedJobs(300).map(({ id, data }) => ({ id, ...data }));

describe('SEARCH_FIELDS', () => {
  it('lists the 14 fields of the spec, in its order', () => {
    expect(SEARCH_FIELDS).toEqual([
      'Title',
      'Company',
      'City',
      'Country',
      'Salary',
      'WorkType',
      'Experience',
      'Batch',
      'Degree',
      'Skills',
      'Responsibilities',
      'CompanyDescription',
      'Description',
      'Type',
    ]);
  });
});

describe('isFilterActive', () => {
  it('is false with no query and no place chosen', () => {
    expect(isFilterActive(filterOf(''))).toBe(false);
    expect(isFilterActive(filterOf(' \t\n '))).toBe(false);
    expect(isFilterActive(filterOf('', [' '], ['']))).toBe(false);
  });

  it('is true with a query, a country or a city', () => {
    expect(isFilterActive(filterOf('a'))).toBe(true);
    expect(isFilterActive(filterOf('', ['India']))).toBe(true);
    expect(isFilterActive(filterOf('', [], ['Pune']))).toBe(true);
  });
});

describe('job search', () => {
  const python = makeJob({ Title: 'Python Developer', Country: 'India', City: 'Pune' });
  const golang = makeJob({ Title: 'Go Developer', Country: 'Germany', City: 'Berlin' });
  const remote = makeJob({ Title: 'Data Analyst', Country: 'India', WorkType: 'Remote' });
  const jobs = [python, golang, remote];

  it.each([
    ['one job at a time', search],
    ['matcher', searchWithMatcher],
  ] as const)('with the %s, gives null when there is no filter', (_, filter) => {
    expect(filter(jobs, filterOf(''))).toBeNull();
    expect(filter(jobs, filterOf('   '))).toBeNull();
  });

  it('ignores case and the spaces around the query', () => {
    for (const query of ['python', 'PYTHON', 'pYtHoN', '  Python  ']) {
      expect(ids(search(jobs, filterOf(query)))).toEqual([python.id]);
    }
  });

  it('matches part of a word anywhere in a field', () => {
    expect(ids(search(jobs, filterOf('velop')))).toEqual([python.id, golang.id]);
    expect(ids(search(jobs, filterOf('developer')))).toEqual([python.id, golang.id]);
  });

  it.each(SEARCH_FIELDS.filter((field) => field !== 'Type'))('searches %s', (field) => {
    const token = `zq${field.toLowerCase()}x`;
    const value = [
      'Degree',
      'Skills',
      'Responsibilities',
      'CompanyDescription',
      'Description',
    ].includes(field)
      ? `<ul><li>Some ${token.toUpperCase()} here</li></ul>`
      : `Some ${token.toUpperCase()} here`;
    const target = makeJob({ [field]: value });
    const list = [makeJob(), target, makeJob()];
    expect(ids(search(list, filterOf(token)))).toEqual([target.id]);
    expect(ids(searchWithMatcher(list, filterOf(token)))).toEqual([target.id]);
  });

  it('searches Type', () => {
    const internship = makeJob({ Type: 'Internship' });
    const list = [makeJob(), internship];
    expect(ids(search(list, filterOf('intern')))).toEqual([internship.id]);
    expect(ids(search(list, filterOf('job')))).toEqual([list[0]?.id]);
  });

  it('never matches across two fields', () => {
    const job = makeJob({ Title: 'Data', Company: 'Corp' });
    expect(search([job], filterOf('datacorp'))).toEqual([]);
    expect(search([job], filterOf('data corp'))).toEqual([]);
    expect(search([job], filterOf('data\u0000corp'))).toEqual([]);
  });

  it('searches rich text as text, not markup', () => {
    const listed = makeJob({ Skills: '<ul><li>Go</li><li>Rust</li></ul>' });
    const linked = makeJob({ Description: '<p>See <a href="https://x.example">our blog</a></p>' });
    const list = [listed, linked];
    for (const markup of ['li', '<li>', 'ul', 'href', 'a href', '<p>', 'https', 'strong']) {
      expect(search(list, filterOf(markup))).toEqual([]);
    }
    expect(ids(search(list, filterOf('go rust')))).toEqual([listed.id]);
    expect(ids(search(list, filterOf('our blog')))).toEqual([linked.id]);
  });

  it('searches decoded entities', () => {
    const job = makeJob({ Description: '<p>Join our R&amp;D team &ndash; &#8377;10 LPA</p>' });
    expect(ids(search([job], filterOf('R&D')))).toEqual([job.id]);
    expect(ids(search([job], filterOf('team – ₹10')))).toEqual([job.id]);
    expect(search([job], filterOf('amp'))).toEqual([]);
  });

  it('keeps plain fields as written, markup-like text included', () => {
    const job = makeJob({ Title: 'C++ <Senior> Engineer', Salary: '₹6–10 LPA' });
    expect(ids(search([job], filterOf('<senior>')))).toEqual([job.id]);
    expect(ids(search([job], filterOf('₹6–10')))).toEqual([job.id]);
  });

  it('keeps chosen countries AND chosen cities', () => {
    const pune = python;
    const berlin = golang;
    const indiaRemote = remote;
    const mumbai = makeJob({ Title: 'Python Lead', Country: 'India', City: 'Mumbai' });
    const nowhere = makeJob({ Title: 'Python Anywhere' });
    const list = [pune, berlin, indiaRemote, mumbai, nowhere];

    expect(ids(search(list, filterOf('', ['India'])))).toEqual([
      pune.id,
      indiaRemote.id,
      mumbai.id,
    ]);
    expect(ids(search(list, filterOf('', ['India', 'Germany'])))).toEqual([
      pune.id,
      berlin.id,
      indiaRemote.id,
      mumbai.id,
    ]);
    expect(ids(search(list, filterOf('', [], ['Mumbai', 'Berlin'])))).toEqual([
      berlin.id,
      mumbai.id,
    ]);
    expect(ids(search(list, filterOf('', ['India'], ['Berlin'])))).toEqual([]);
    expect(ids(search(list, filterOf('python', ['India'])))).toEqual([pune.id, mumbai.id]);
    expect(ids(search(list, filterOf('python', ['India'], ['Mumbai'])))).toEqual([mumbai.id]);
    expect(ids(search(list, filterOf('python')))).toEqual([pune.id, mumbai.id, nowhere.id]);
  });

  it('compares places trimmed and ignores blank choices', () => {
    const spaced = makeJob({ Country: ' India ', City: ' Pune ' });
    const list = [spaced, makeJob()];
    expect(ids(search(list, filterOf('', ['India'], [' Pune'])))).toEqual([spaced.id]);
    expect(search(list, filterOf('untitled', [''], [' ']))?.length).toBe(2);
  });

  it('keeps the original order', () => {
    const found = search(seedJobs, filterOf('engineer'));
    expect(found?.length).toBeGreaterThan(10);
    const positions = found?.map((job) => seedJobs.indexOf(job)) ?? [];
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe('the matchers against the spec read plainly, on seed jobs', () => {
  const QUERIES = [
    'a',
    'an',
    'e',
    'eng',
    'engineer',
    'Engineer',
    'python',
    'java',
    'react',
    '₹',
    '€',
    '$',
    'lpa',
    'remote',
    'hybrid',
    'on-site',
    'intern',
    'internship',
    'job',
    'fresher',
    '2026',
    'b.tech',
    'bengaluru',
    'india',
    'berlin',
    'data',
    'team',
    'not disclosed',
    'li',
    'ul',
    'p',
    'strong',
    'href',
    'example',
    'zzz-not-there',
  ];
  const countries = [
    ...new Set(seedJobs.map((job) => job.Country?.trim()).filter((c): c is string => !!c)),
  ];
  const usCities = seedJobs.filter((job) => job.Country === 'United States').map((job) => job.City);
  const PLACES: [string[], string[]][] = [
    [[], []],
    [['India'], []],
    [['India', 'Germany'], []],
    [['India'], ['Bengaluru']],
    [[], ['Berlin', 'Pune']],
    [countries, []],
    [['United States'], usCities.filter((city): city is string => !!city).slice(0, 2)],
  ];
  const match = createJobMatcher(seedJobs);

  it('agree with it on every query and place', () => {
    let compared = 0;
    for (const query of QUERIES) {
      for (const [chosenCountries, chosenCities] of PLACES) {
        const filter = filterOf(query, chosenCountries, chosenCities);
        const expected = ids(naiveOverText(seedJobs, filter));
        expect(ids(search(seedJobs, filter)), JSON.stringify(filter)).toEqual(expected);
        expect(ids(match(filter)), JSON.stringify(filter)).toEqual(expected);
        compared += 1;
      }
    }
    expect(compared).toBe(QUERIES.length * PLACES.length);
  });

  it('match the seed data in places, and not its markup', () => {
    expect(search(seedJobs, filterOf('python'))?.length).toBeGreaterThan(0);
    expect(search(seedJobs, filterOf('', ['India'], ['Bengaluru']))?.length).toBeGreaterThan(0);
    expect(search(seedJobs, filterOf('zzz-not-there'))).toEqual([]);
    // Seed jobs hold links in their markup: a search for it finds none of them.
    expect(seedJobs.some((job) => job.Description?.includes('href'))).toBe(true);
    expect(search(seedJobs, filterOf('href'))).toEqual([]);
  });
});

/**
 * Each field's text as a reader sees it, lower-cased, for the reference below. Read once a job:
 * the jobs are not changed, and reading every field of 300 jobs again for each of some 280
 * filters was most of this file's time.
 */
const readTexts = new WeakMap<Job, readonly string[]>();
function fieldTextsOf(job: Job): readonly string[] {
  let texts = readTexts.get(job);
  if (!texts) {
    texts = SEARCH_FIELDS.map((field) => htmlToText(job[field] ?? '').toLowerCase());
    readTexts.set(job, texts);
  }
  return texts;
}

/** The spec's search written the obvious way over each field's text: the reference. */
function naiveOverText(jobs: readonly Job[], filter: JobFilter): Job[] | null {
  if (!isFilterActive(filter)) return null;
  const needle = filter.query.trim().toLowerCase();
  const countries = filter.countries.map((c) => c.trim()).filter(Boolean);
  const cities = filter.cities.map((c) => c.trim()).filter(Boolean);
  return jobs.filter(
    (job) =>
      (countries.length === 0 || countries.includes(job.Country?.trim() ?? '')) &&
      (cities.length === 0 || cities.includes(job.City?.trim() ?? '')) &&
      fieldTextsOf(job).some((text) => text.includes(needle)),
  );
}
