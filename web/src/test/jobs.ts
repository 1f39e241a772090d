// Job fixtures for tests: valid by default, any field overridable.
import type { Job } from '@portal/domain/jobs/job';

let next = 1;

export function makeJob(overrides: Partial<Job> = {}): Job {
  const n = next++;
  return {
    id: `job-${n}`,
    Title: `Frontend Developer ${n}`,
    Type: 'Job',
    Company: 'Bytewren Labs',
    ApplyURL: 'https://careers.example.com/bytewren/apply',
    Skills: '<ul><li>React</li><li>TypeScript</li></ul>',
    City: 'Pune',
    Country: 'India',
    createdAt: new Date(Date.UTC(2026, 9, 1) + n * 60_000),
    updatedAt: new Date(Date.UTC(2026, 9, 1) + n * 60_000),
    // Open for years yet, whatever the test machine's clock says.
    expiresAt: new Date(Date.UTC(2030, 0, 1)),
    posterKey: null,
    status: 'active',
    ...overrides,
  };
}

/**
 * A server-rendered page's card for each job, by id, as the nodes the browser parsed from the
 * server's HTML: what a list hydrating a server-rendered board adopts until it builds its own.
 */
export function serverRenderedCards(
  jobs: readonly { id: string; Title: string }[],
): Map<string, Element> {
  return new Map(
    jobs.map((job) => {
      const article = document.createElement('article');
      article.textContent = `server-rendered ${job.Title}`;
      return [job.id, article] as const;
    }),
  );
}
