import { describe, expect, it } from 'vitest';
import { HackathonSchema } from './hackathon';
import { savedJobId, SavedJobSchema } from './jobs/saved-job';

describe('hackathon schema', () => {
  const hackathon = {
    name: 'Build for Bharat',
    organizer: 'Open Source Guild',
    startDate: '2026-12-05',
    endDate: '2026-12-07',
    mode: 'Online',
    description: 'Two days of building.',
    registrationLink: 'https://example.com/register',
  };

  it('accepts a valid hackathon', () => {
    expect(HackathonSchema.parse(hackathon)).toEqual(hackathon);
  });

  it('refuses an end before the start, an unknown mode and a non-http link', () => {
    expect(HackathonSchema.safeParse({ ...hackathon, endDate: '2026-12-01' }).success).toBe(false);
    expect(HackathonSchema.safeParse({ ...hackathon, mode: 'Remote' }).success).toBe(false);
    expect(
      HackathonSchema.safeParse({ ...hackathon, registrationLink: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });
});

describe('saved job', () => {
  it('is named after the user and the job, so saving twice is one document', () => {
    expect(savedJobId('uid-1', 'job-9')).toBe('uid-1_job-9');
  });

  it('needs both ids and the time it was saved', () => {
    expect(SavedJobSchema.safeParse({ UserId: 'u', JobId: 'j', savedAt: new Date() }).success).toBe(
      true,
    );
    expect(SavedJobSchema.safeParse({ UserId: '', JobId: 'j', savedAt: new Date() }).success).toBe(
      false,
    );
  });
});
