import { describe, expect, it } from 'vitest';
import { formatLocation, JobDocumentSchema, JobFieldsSchema, safeHttpUrl } from './job';

const fields = {
  Title: 'Frontend Developer',
  Type: 'Job',
  Company: 'Bytewren Labs',
  ApplyURL: 'https://careers.example.com/a',
  Skills: '<ul><li>React</li></ul>',
};

describe('job schema', () => {
  it('accepts the required fields alone', () => {
    expect(JobFieldsSchema.parse(fields)).toEqual(fields);
  });

  it.each(['Title', 'Type', 'Company', 'ApplyURL', 'Skills'])('requires %s', (field) => {
    const result = JobFieldsSchema.safeParse({ ...fields, [field]: undefined });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('refuses a blank title and an unknown type', () => {
    expect(JobFieldsSchema.safeParse({ ...fields, Title: '   ' }).success).toBe(false);
    expect(JobFieldsSchema.safeParse({ ...fields, Type: 'Gig' }).success).toBe(false);
  });

  it('refuses a title longer than 200 characters', () => {
    expect(JobFieldsSchema.safeParse({ ...fields, Title: 'x'.repeat(201) }).success).toBe(false);
  });

  it('needs dates, a poster and a status on a stored job', () => {
    const stored = {
      ...fields,
      createdAt: new Date(),
      updatedAt: new Date(),
      postedBy: null,
      status: 'active',
    };
    expect(JobDocumentSchema.safeParse(stored).success).toBe(true);
    expect(JobDocumentSchema.safeParse({ ...stored, createdAt: '2026-01-01' }).success).toBe(false);
    expect(JobDocumentSchema.safeParse({ ...stored, status: 'deleted' }).success).toBe(false);
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
