import type { JobCard } from '@portal/domain/jobs/board-query';
import { describe, expect, it } from 'vitest';
import { makeJob } from '@/test/jobs';
import { withNewestJobs } from './newest-jobs';

const NOW = Date.UTC(2026, 10, 1);
const at = (minutes: number) => new Date(Date.UTC(2026, 9, 1) + minutes * 60_000);
const NO_FILTER = { query: '', countries: [], cities: [] };
const ids = (jobs: readonly JobCard[]) => jobs.map((job) => job.id);

describe('withNewestJobs', () => {
  const older = makeJob({ id: 'older', Title: 'Welder', createdAt: at(1) });
  const old = makeJob({ id: 'old', Title: 'Welder', createdAt: at(2) });
  const page = { jobs: [old, older], total: 2 };

  it('puts a matching job posted since on top, and counts it', () => {
    const posted = makeJob({ id: 'posted', Title: 'Welder', createdAt: at(9) });
    const got = withNewestJobs(page, [posted, old], { ...NO_FILTER, query: 'weld' }, 90, NOW);
    expect(ids(got.jobs)).toEqual(['posted', 'old', 'older']);
    expect(got.total).toBe(3);
  });

  it('leaves out what does not match, has closed or expired, or is shown already', () => {
    const newest = [
      makeJob({ id: 'other', Title: 'Baker', createdAt: at(9) }),
      makeJob({ id: 'closed', Title: 'Welder', status: 'closed', createdAt: at(8) }),
      makeJob({ id: 'expired', Title: 'Welder', expiresAt: new Date(NOW - 1), createdAt: at(7) }),
      old,
    ];
    const got = withNewestJobs(page, newest, { ...NO_FILTER, query: 'weld' }, 90, NOW);
    expect(ids(got.jobs)).toEqual(['old', 'older']);
    expect(got.total).toBe(2);
  });

  it('keeps a full page full, the newest first, and adds nothing older than its last card', () => {
    const between = makeJob({ id: 'between', Title: 'Welder', createdAt: at(1.5) });
    const oldest = makeJob({ id: 'oldest', Title: 'Welder', createdAt: at(0) });
    const got = withNewestJobs(page, [between, oldest], NO_FILTER, 2, NOW);
    expect(ids(got.jobs)).toEqual(['old', 'between']);
    expect(got.total).toBe(3);
  });

  it('respects the chosen places', () => {
    const there = makeJob({ id: 'there', Country: 'India', createdAt: at(9) });
    const elsewhere = makeJob({ id: 'elsewhere', Country: 'Chile', createdAt: at(9) });
    const got = withNewestJobs(
      { jobs: [], total: 0 },
      [there, elsewhere],
      { ...NO_FILTER, countries: ['India'] },
      90,
      NOW,
    );
    expect(ids(got.jobs)).toEqual(['there']);
  });

  it("takes in a company's jobs of either type, whichever way its name is spelt", () => {
    const newest = [
      makeJob({ id: 'intern', Company: 'ACME Ltd.', Type: 'Internship', createdAt: at(9) }),
      makeJob({ id: 'job', Company: 'Acme', Type: 'Job', createdAt: at(8) }),
      makeJob({ id: 'other', Company: 'Acme Labs', createdAt: at(9) }),
    ];
    const got = withNewestJobs(
      { jobs: [], total: 0 },
      newest,
      { ...NO_FILTER, company: 'acme' },
      90,
      NOW,
    );
    expect(ids(got.jobs)).toEqual(['intern', 'job']);
  });
});
