// Alerts: what their input accepts, one search written one way, matching by the list's search.
import { describe, expect, it } from 'vitest';
import {
  alertMatches,
  alertSearchPath,
  canonicalSearch,
  cutText,
  DeleteAlertInputSchema,
  describeAlertSearch,
  describeAlertSearchInMail,
  EMAIL_MESSAGE,
  MAIL_SEARCH_MAX_CHARS,
  SubscribeInputSchema,
  UpdateAlertInputSchema,
  type AlertSearch,
} from './alert';
import type { Job } from '../jobs/job';
import { createJobMatcher } from '../jobs/job-search';
import { generateSeedJobs } from '../seed/seed-jobs';

function job(fields: Partial<Job>): Job {
  return {
    id: 'job-1',
    Title: 'Untitled',
    Type: 'Job',
    Company: 'Nobody',
    ApplyURL: 'https://careers.example.com/apply',
    Skills: '<p>Typing</p>',
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    expiresAt: new Date('2026-02-01T00:00:00Z'),
    posterKey: null,
    status: 'active',
    ...fields,
  };
}

const search = (fields: Partial<AlertSearch>): AlertSearch => ({
  query: '',
  countries: [],
  cities: [],
  type: null,
  ...fields,
});

describe('SubscribeInputSchema', () => {
  it('keeps an address trimmed and lower-cased', () => {
    const parsed = SubscribeInputSchema.parse({
      email: '  Asha@Example.COM ',
      search: null,
      frequency: 'daily',
    });
    expect(parsed.email).toBe('asha@example.com');
  });

  it('refuses what is not an address, with a message a person can act on', () => {
    for (const email of ['', 'asha', 'asha@', '@example.com', 'a b@example.com', 42]) {
      const parsed = SubscribeInputSchema.safeParse({ email, search: null, frequency: 'daily' });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(EMAIL_MESSAGE);
    }
  });

  it('refuses unknown frequencies, types and oversized searches', () => {
    const base = { email: 'a@example.com', frequency: 'daily', search: search({}) };
    expect(SubscribeInputSchema.safeParse({ ...base, frequency: 'hourly' }).success).toBe(false);
    expect(
      SubscribeInputSchema.safeParse({ ...base, search: { ...search({}), type: 'Gig' } }).success,
    ).toBe(false);
    const many = Array.from({ length: 21 }, (_, i) => `City ${i}`);
    expect(
      SubscribeInputSchema.safeParse({ ...base, search: search({ cities: many }) }).success,
    ).toBe(false);
    expect(
      SubscribeInputSchema.safeParse({ ...base, search: search({ query: 'x'.repeat(201) }) })
        .success,
    ).toBe(false);
  });

  it('attack: keeps a search on one line, without control characters, places too', () => {
    const parsed = SubscribeInputSchema.parse({
      email: 'a@example.com',
      frequency: 'daily',
      search: search({
        query:
          'react\r\n\r\nYour account will be closed.\u2028Verify at https://evil.example\u0007',
        cities: ['Pune\nCall 98765 43210'],
      }),
    });
    expect(parsed.search?.query).toBe(
      'react Your account will be closed. Verify at https://evil.example',
    );
    expect(parsed.search?.cities).toEqual(['Pune Call 98765 43210']);
  });
});

const ID = `a-${'Ab_-9'.repeat(6)}xy`;

describe('UpdateAlertInputSchema', () => {
  it('needs something to change', () => {
    expect(UpdateAlertInputSchema.safeParse({ id: ID }).success).toBe(false);
    expect(UpdateAlertInputSchema.safeParse({ id: ID, paused: true }).success).toBe(true);
    expect(UpdateAlertInputSchema.safeParse({ id: ID, frequency: 'weekly' }).success).toBe(true);
  });

  it('takes only an id of the shape alertIdFor makes, never a path', () => {
    for (const id of ['a/b/c', 'a-1', `${ID}/x`, `../${ID}`, `a-${'x'.repeat(33)}`, '']) {
      expect(UpdateAlertInputSchema.safeParse({ id, paused: true }).success).toBe(false);
      expect(DeleteAlertInputSchema.safeParse({ id }).success).toBe(false);
    }
    expect(DeleteAlertInputSchema.safeParse({ id: ID }).success).toBe(true);
  });
});

describe('canonicalSearch', () => {
  it('writes one search one way, whatever the order and spacing', () => {
    const a = canonicalSearch(search({ query: ' react ', countries: ['India', 'Nepal', 'India'] }));
    const b = canonicalSearch(search({ query: 'react', countries: ['Nepal', ' India'] }));
    expect(a).toEqual(b);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('is null, every new job, when there is nothing to search by', () => {
    expect(canonicalSearch(search({}))).toBeNull();
    expect(canonicalSearch(search({ query: '  ' }))).toBeNull();
    expect(canonicalSearch(search({ type: 'Internship' }))).toEqual(search({ type: 'Internship' }));
  });
});

describe('alertMatches', () => {
  it("agrees with the digest's matcher on every seed job", () => {
    const jobs: Job[] = generateSeedJobs(300).map(({ id, data }) => ({ id, ...data }));
    const match = createJobMatcher(jobs);
    const filters = [
      { query: 'react', countries: [], cities: [] },
      { query: 'engineer', countries: ['India'], cities: [] },
      { query: '', countries: [], cities: ['Bengaluru', 'Berlin'] },
    ];
    for (const filter of filters) {
      const listed = match(filter);
      const matched = jobs.filter((one) => alertMatches(one, { ...filter, type: null }));
      expect(matched.map((one) => one.id)).toEqual(listed.map((one) => one.id));
      expect(listed.length).toBeGreaterThan(0);
    }
  });

  it('looks at the type, places and the text a reader sees', () => {
    const intern = job({
      Type: 'Internship',
      Country: 'India',
      City: 'Pune',
      Skills: '<b>Re</b>act',
    });
    expect(alertMatches(intern, search({ query: 'REACT' }))).toBe(true);
    expect(alertMatches(intern, search({ query: 'react', type: 'Job' }))).toBe(false);
    expect(alertMatches(intern, search({ type: 'Internship', cities: ['Pune'] }))).toBe(true);
    expect(alertMatches(intern, search({ countries: ['Nepal'] }))).toBe(false);
    expect(alertMatches(intern, search({ query: '<b>' }))).toBe(false);
    expect(alertMatches(intern, null)).toBe(true);
  });
});

describe('describeAlertSearch and alertSearchPath', () => {
  it('say what the alert is and where its list is', () => {
    const s = search({
      query: 'react',
      countries: ['India'],
      cities: ['Pune'],
      type: 'Internship',
    });
    expect(describeAlertSearch(s)).toBe('Internships matching “react” in Pune, India');
    expect(alertSearchPath(s)).toBe('/internships?q=react&country=India&city=Pune');
    expect(describeAlertSearch(null)).toBe('Every new job and internship');
    expect(alertSearchPath(null)).toBe('/');
    expect(alertSearchPath(search({ query: 'a&b', type: 'Job' }))).toBe('/?q=a%26b');
  });
});

describe('an alert that asks for pay', () => {
  const paying = search({
    type: 'Job',
    query: ' react ',
    showsPay: true,
    minPay: { amount: 25_000, per: 'month' },
  });

  it('keeps it, says it, and links to the list that shows it', () => {
    const canonical = canonicalSearch(paying)!;
    expect(canonical).toEqual({ ...paying, query: 'react' });
    expect(
      SubscribeInputSchema.parse({ email: 'a@b.co', search: canonical, frequency: 'daily' }),
    ).toMatchObject({ search: canonical });
    expect(describeAlertSearch(canonical)).toBe(
      'Jobs matching “react” paying at least ₹25,000 a month',
    );
    expect(describeAlertSearch(search({ showsPay: true }))).toBe(
      'Jobs and internships that show pay',
    );
    expect(alertSearchPath(canonical)).toBe('/?q=react&pay=shown&minpay=25000&per=month');
    // Pay alone is something to search by.
    expect(canonicalSearch(search({ showsPay: true }))).toEqual(search({ showsPay: true }));
  });

  it('is written as one without pay was before, so an alert kept then keeps its id', () => {
    expect(JSON.stringify(canonicalSearch(search({ query: 'react' })))).toBe(
      '{"query":"react","countries":[],"cities":[],"type":null}',
    );
  });

  it('mails only the jobs that pay it', () => {
    const alert = canonicalSearch(search({ minPay: { amount: 25_000, per: 'month' } }));
    expect(alertMatches(job({ Salary: 'Stipend ₹30,000 a month' }), alert)).toBe(true);
    expect(alertMatches(job({ Salary: '₹2 LPA' }), alert)).toBe(false);
    expect(alertMatches(job({ Salary: '$5,000 a month' }), alert)).toBe(false);
  });

  it('refuses a minimum no list may ask', () => {
    for (const minPay of [
      { amount: 0, per: 'year' },
      { amount: 2.5, per: 'year' },
      { amount: 5, per: 'week' },
    ]) {
      const input = { email: 'a@b.co', search: { ...paying, minPay }, frequency: 'daily' };
      expect(SubscribeInputSchema.safeParse(input).success).toBe(false);
    }
  });
});

describe('the search a mail shows', () => {
  it('is cut to MAIL_SEARCH_MAX_CHARS with an ellipsis, however long the search', () => {
    const long = search({ query: 'q'.repeat(200), countries: Array(20).fill('C'.repeat(200)) });
    expect(describeAlertSearch(long).length).toBeGreaterThan(4000);
    const shown = describeAlertSearchInMail(long);
    expect(Array.from(shown)).toHaveLength(MAIL_SEARCH_MAX_CHARS);
    expect(shown.endsWith('…')).toBe(true);
    expect(describeAlertSearchInMail(search({ query: 'react' }))).toBe(
      'Jobs and internships matching “react”',
    );
  });

  it('never cuts a character in half', () => {
    expect(cutText('😀'.repeat(10), 5)).toBe('😀😀😀😀…');
    expect(cutText('short', 5)).toBe('short');
  });
});
