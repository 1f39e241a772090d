// Checks the job search: what matches, places, the index against a plain scan.
import { describe, expect, it } from 'vitest';
import type { Job } from './job';
import {
  citiesIn,
  createJobSearchIndex,
  distinctCountries,
  isFilterActive,
  naiveFilterJobs,
  SEARCH_FIELDS,
  type JobFilter,
} from './job-search';
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
    postedBy: null,
    status: 'active',
    ...fields,
  };
}

function filterOf(query: string, countries: string[] = [], cities: string[] = []): JobFilter {
  return { query, countries, cities };
}

/** A fresh index each time, so no earlier search can help or hurt. */
function search(jobs: readonly Job[], filter: JobFilter): Job[] | null {
  return createJobSearchIndex(jobs).filter(filter);
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
    ['index', search],
    ['naive scan', naiveFilterJobs],
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
    expect(ids(naiveFilterJobs(list, filterOf(token)))).toEqual([target.id]);
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
    // The naive scan reads the markup: the reason the index does not.
    expect(ids(naiveFilterJobs(list, filterOf('li')))).toEqual([listed.id, linked.id]);
  });

  it('searches decoded entities', () => {
    const job = makeJob({ Description: '<p>Join our R&amp;D team &ndash; &#8377;10 LPA</p>' });
    expect(ids(search([job], filterOf('R&D')))).toEqual([job.id]);
    expect(ids(search([job], filterOf('team – ₹10')))).toEqual([job.id]);
    expect(search([job], filterOf('amp'))).toEqual([]);
    expect(naiveFilterJobs([job], filterOf('R&D'))).toEqual([]);
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

  it('keeps the original order and returns a new array each time', () => {
    const index = createJobSearchIndex(seedJobs);
    const found = index.filter(filterOf('engineer'));
    expect(found?.length).toBeGreaterThan(10);
    const positions = found?.map((job) => seedJobs.indexOf(job)) ?? [];
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(index.filter(filterOf('engineer'))).not.toBe(found);
    expect(index.filter(filterOf('engineer'))).toEqual(found);
  });
});

describe('the index against the naive scan, on seed jobs', () => {
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
  const countries = distinctCountries(seedJobs);
  const PLACES: [string[], string[]][] = [
    [[], []],
    [['India'], []],
    [['India', 'Germany'], []],
    [['India'], ['Bengaluru']],
    [[], ['Berlin', 'Pune']],
    [countries, []],
    [['United States'], citiesIn(seedJobs, ['United States']).slice(0, 2)],
  ];
  const index = createJobSearchIndex(seedJobs);

  /** True when `query` is in some field's markup but in no field's text: a difference by design. */
  function onlyInMarkup(job: Job, query: string): boolean {
    const needle = query.trim().toLowerCase();
    const raw = SEARCH_FIELDS.map((field) => (job[field] ?? '').toLowerCase());
    const text = SEARCH_FIELDS.map((field) => htmlToText(job[field] ?? '').toLowerCase());
    return raw.some((value) => value.includes(needle)) && !text.some((v) => v.includes(needle));
  }

  it('agrees with it except where markup alone holds the query', () => {
    let compared = 0;
    for (const query of QUERIES) {
      for (const [chosenCountries, chosenCities] of PLACES) {
        const filter = filterOf(query, chosenCountries, chosenCities);
        const fast = index.filter(filter) ?? [];
        const naive = naiveFilterJobs(seedJobs, filter) ?? [];
        const fastSet = new Set(fast);
        const naiveSet = new Set(naive);
        // The index finds nothing the naive scan misses: seed text has no entities.
        expect(
          fast.every((job) => naiveSet.has(job)),
          JSON.stringify(filter),
        ).toBe(true);
        const missed = naive.filter((job) => !fastSet.has(job));
        expect(
          missed.every((job) => onlyInMarkup(job, query)),
          JSON.stringify(filter),
        ).toBe(true);
        if (!['li', 'ul', 'p', 'strong', 'href', 'example'].includes(query)) {
          expect(ids(fast), JSON.stringify(filter)).toEqual(ids(naive));
        }
        compared += 1;
      }
    }
    expect(compared).toBe(QUERIES.length * PLACES.length);
  });

  it('really differs on markup words, so the comparison above means something', () => {
    const naive = naiveFilterJobs(seedJobs, filterOf('li')) ?? [];
    const fast = index.filter(filterOf('li')) ?? [];
    expect(naive.length).toBeGreaterThan(fast.length);
    expect(ids(index.filter(filterOf('href')))).toEqual([]);
    expect(naiveFilterJobs(seedJobs, filterOf('href'))?.length).toBeGreaterThan(0);
  });

  it('matches the seed data in places', () => {
    expect(index.filter(filterOf('python'))?.length).toBeGreaterThan(0);
    expect(index.filter(filterOf('', ['India'], ['Bengaluru']))?.length).toBeGreaterThan(0);
    expect(index.filter(filterOf('zzz-not-there'))).toEqual([]);
  });
});

describe('searching again from the last search', () => {
  /** Typing, backspacing, pasting, and changing places, in one session. */
  const SESSION: JobFilter[] = [
    ...['e', 'en', 'eng', 'engi', 'engin', 'engine', 'enginee', 'engineer'].map((q) => filterOf(q)),
    ...['enginee', 'engine', 'eng', 'e', ''].map((q) => filterOf(q)),
    ...['r', 're', 'rea', 'reac', 'react'].map((q) => filterOf(q)),
    filterOf('react', ['India']),
    filterOf('reac', ['India']),
    filterOf('reac', ['India'], ['Bengaluru']),
    filterOf('react developer', ['India'], ['Bengaluru']),
    filterOf('developer', ['India'], ['Bengaluru']),
    filterOf('develop', ['India'], ['Bengaluru']),
    filterOf('', ['India'], ['Bengaluru']),
    filterOf('', ['Bengaluru' /* not a country */]),
    filterOf('ana', ['India']),
    filterOf('analyst', ['India']),
    filterOf('lyst', ['India']),
    filterOf('data analyst', ['India']),
    filterOf('ANALYST', ['India']),
    filterOf(''),
    filterOf('analyst'),
    filterOf('  analyst  '),
    filterOf('zzz'),
    filterOf('zz'),
    filterOf('z'),
    filterOf('python'),
    filterOf('python', [], ['Pune']),
    filterOf('pyth', [], ['Pune', 'Berlin']),
  ];

  it('gives what a fresh index gives, at every step', () => {
    const index = createJobSearchIndex(seedJobs);
    for (const filter of SESSION) {
      expect(ids(index.filter(filter)), JSON.stringify(filter)).toEqual(
        ids(search(seedJobs, filter)),
      );
    }
  });

  it('gives the same in any order, on a shuffled session played twice', () => {
    const index = createJobSearchIndex(seedJobs);
    // A fixed shuffle: reversed, then every third step moved to the end.
    const reversed = [...SESSION].reverse();
    const shuffled = [
      ...reversed.filter((_, i) => i % 3 !== 0),
      ...reversed.filter((_, i) => i % 3 === 0),
    ];
    for (const filter of [...shuffled, ...shuffled]) {
      expect(ids(index.filter(filter)), JSON.stringify(filter)).toEqual(
        ids(naiveOverText(seedJobs, filter)),
      );
    }
  });
});

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
      SEARCH_FIELDS.some((field) =>
        htmlToText(job[field] ?? '')
          .toLowerCase()
          .includes(needle),
      ),
  );
}

describe('distinctCountries and citiesIn', () => {
  const jobs = [
    makeJob({ Country: 'India', City: 'Pune' }),
    makeJob({ Country: ' India ', City: 'Bengaluru ' }),
    makeJob({ Country: 'Germany', City: 'Berlin' }),
    makeJob({ Country: 'Australia' }),
    makeJob({ City: 'Atlantis' }),
    makeJob({ Country: '  ', City: '' }),
    makeJob({ Country: 'India', City: 'Pune' }),
  ];

  it('lists each non-blank country once, trimmed and sorted', () => {
    expect(distinctCountries(jobs)).toEqual(['Australia', 'Germany', 'India']);
    expect(distinctCountries([])).toEqual([]);
  });

  it('lists every city when no country is chosen', () => {
    expect(citiesIn(jobs, [])).toEqual(['Atlantis', 'Bengaluru', 'Berlin', 'Pune']);
  });

  it('narrows cities to the chosen countries', () => {
    expect(citiesIn(jobs, ['India'])).toEqual(['Bengaluru', 'Pune']);
    expect(citiesIn(jobs, ['India', 'Germany'])).toEqual(['Bengaluru', 'Berlin', 'Pune']);
    expect(citiesIn(jobs, ['Australia'])).toEqual([]);
    expect(citiesIn(jobs, ['Nowhere'])).toEqual([]);
  });

  it('gives every city of the seed jobs in their countries', () => {
    const all = citiesIn(seedJobs, []);
    const indian = citiesIn(seedJobs, ['India']);
    expect(indian.length).toBeGreaterThan(0);
    expect(indian.every((city) => all.includes(city))).toBe(true);
    expect(indian).toContain('Bengaluru');
    expect(indian).not.toContain('Berlin');
  });
});
