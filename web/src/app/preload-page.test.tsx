// preloadPageAt: a first visit to a page the server rendered asks for that page's code ahead,
// found by its route, and for no other page's.
import { describe, expect, it, vi } from 'vitest';
import { preloadPageAt } from './router';

const loaded = vi.hoisted(() => new Set<string>());
vi.mock('@/lib/firebase/firebase', () => ({ functions: { name: 'functions' } }));
vi.mock('@/features/jobs/job-page/job-page', () => {
  loaded.add('job page');
  return { default: () => null };
});
vi.mock('@/features/company/company-page', () => {
  loaded.add('company page');
  return { default: () => null };
});

describe('preloadPageAt', () => {
  it("loads the code of the page at the path, as its route says, and no other page's", async () => {
    preloadPageAt('/about');
    preloadPageAt('/job/seed-job-0001');
    await vi.waitFor(() => expect(loaded).toContain('job page'));
    expect(loaded).not.toContain('company page');
    preloadPageAt('/company/acme');
    await vi.waitFor(() => expect(loaded).toContain('company page'));
  });
});
