import { describe, expect, it } from 'vitest';
import {
  formatLocation,
  isJobOpen,
  isRemoteWork,
  jobDocumentSchema,
  jobFieldsSchema,
  nextExpiry,
  safeHttpUrl,
} from './job';

const fields = {
  Title: 'Frontend Developer',
  Type: 'Job',
  Company: 'Bytewren Labs',
  ApplyURL: 'https://careers.example.com/a',
  Skills: '<ul><li>React</li></ul>',
};

describe('job schema', () => {
  it('accepts the required fields alone', () => {
    expect(jobFieldsSchema().parse(fields)).toEqual(fields);
  });

  it.each(['Title', 'Type', 'Company', 'ApplyURL', 'Skills'])('requires %s', (field) => {
    const result = jobFieldsSchema().safeParse({ ...fields, [field]: undefined });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('reads a job stored with control characters without them', () => {
    const stored = {
      ...fields,
      Title: '\u001b[31mFrontend\nDeveloper\u001b[0m',
      Description: '<p>One\u0000</p>\n<p>Two\u202E</p>',
    };
    expect(jobFieldsSchema().parse(stored)).toEqual({
      ...fields,
      Title: 'Frontend Developer',
      Description: '<p>One</p>\n<p>Two</p>',
    });
  });

  it('refuses a blank title and an unknown type', () => {
    expect(jobFieldsSchema().safeParse({ ...fields, Title: '   ' }).success).toBe(false);
    expect(jobFieldsSchema().safeParse({ ...fields, Type: 'Gig' }).success).toBe(false);
  });

  it('refuses a title longer than 200 characters', () => {
    expect(jobFieldsSchema().safeParse({ ...fields, Title: 'x'.repeat(201) }).success).toBe(false);
  });

  it('needs dates, an expiry, a poster and a status on a stored job', () => {
    const stored = {
      ...fields,
      createdAt: new Date(),
      updatedAt: new Date(),
      expiresAt: new Date(),
      posterKey: null,
      status: 'active',
    };
    expect(jobDocumentSchema().safeParse(stored).success).toBe(true);
    expect(jobDocumentSchema().safeParse({ ...stored, status: 'hidden' }).success).toBe(true);
    expect(jobDocumentSchema().safeParse({ ...stored, createdAt: '2026-01-01' }).success).toBe(
      false,
    );
    expect(jobDocumentSchema().safeParse({ ...stored, status: 'deleted' }).success).toBe(false);
    const { expiresAt: _expiresAt, ...withoutExpiry } = stored;
    expect(jobDocumentSchema().safeParse(withoutExpiry).success).toBe(false);
  });
});

describe('isJobOpen and nextExpiry', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  const at = (offsetMs: number) => new Date(now + offsetMs);

  it('is open while active and before its expiry, to the millisecond', () => {
    expect(isJobOpen({ status: 'active', expiresAt: at(1) }, now)).toBe(true);
    expect(isJobOpen({ status: 'active', expiresAt: at(0) }, now)).toBe(false);
    expect(isJobOpen({ status: 'active', expiresAt: at(-60_000) }, now)).toBe(false);
    expect(isJobOpen({ status: 'closed', expiresAt: at(60_000) }, now)).toBe(false);
    expect(isJobOpen({ status: 'hidden', expiresAt: at(60_000) }, now)).toBe(false);
  });

  it('finds the soonest expiry still to come among open jobs', () => {
    const jobs = [
      { status: 'active', expiresAt: at(5000) },
      { status: 'active', expiresAt: at(-5000) },
      { status: 'closed', expiresAt: at(1000) },
      { status: 'active', expiresAt: at(3000) },
    ] as const;
    expect(nextExpiry(jobs, now)).toBe(now + 3000);
    expect(nextExpiry([jobs[1], jobs[2]], now)).toBeNull();
  });
});

describe('formatLocation', () => {
  it.each([
    [{ City: 'Pune', Country: 'India' }, 'Pune, India'],
    [{ City: 'Pune', Country: undefined }, 'Pune'],
    [{ City: undefined, Country: 'India' }, 'India'],
    [{ City: '  ', Country: ' India ' }, 'India'],
    [{ City: undefined, Country: undefined }, ''],
  ])('%o → %s', (job, expected) => {
    expect(formatLocation(job)).toBe(expected);
  });
});

describe('isRemoteWork', () => {
  it('reads the free-text Work Type whatever its case and spacing', () => {
    for (const text of ['Remote', 'remote', ' REMOTE '])
      expect(isRemoteWork(text), text).toBe(true);
    for (const text of [undefined, '', 'On-site', 'Hybrid', 'Remote-first', 'Not remote']) {
      expect(isRemoteWork(text), text).toBe(false);
    }
  });
});

describe('safeHttpUrl', () => {
  it.each([
    ['https://careers.example.com/a?b=1', 'https://careers.example.com/a?b=1'],
    ['  http://example.com  ', 'http://example.com/'],
  ])('keeps %s', (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,hi',
    'mailto:a@b.c',
    'careers page',
    '',
    undefined,
  ])('refuses %s', (input) => {
    expect(safeHttpUrl(input)).toBeNull();
  });
});
