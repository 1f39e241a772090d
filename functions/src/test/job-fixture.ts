// A job as unit tests need one (the feeds', the Indexing API's): open, and as a post would have
// stored it.
import type { Job } from '@portal/domain/jobs/job';

export const NOW = Date.parse('2025-06-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

export function aJob(overrides: Partial<Job> & { id: string }): Job {
  return {
    Title: `Job ${overrides.id}`,
    Type: 'Job',
    Company: 'Acme Labs',
    ApplyURL: 'https://acme.example.com/apply',
    Skills: '<p>Care</p>',
    createdAt: new Date(NOW - DAY),
    updatedAt: new Date(NOW - DAY),
    expiresAt: new Date(NOW + 30 * DAY),
    posterKey: null,
    status: 'active',
    ...overrides,
  };
}
