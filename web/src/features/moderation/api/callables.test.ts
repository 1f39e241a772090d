// What the console sends each callable: the function's name, and an input the function's schema
// takes (a new hackathon has no id key at all: the SDK would send an absent one as null).
import type { Functions } from 'firebase/functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '@/lib/firebase/callables';
import { removeHackathon, saveHackathon } from './hackathons';
import { blockPoster, moderateJob } from './moderate-job';

vi.mock('@/lib/firebase/callables', () => ({
  callFunction: vi.fn(() => Promise.resolve({ ok: true, data: {} })),
}));

const functions = { name: 'functions' } as unknown as Functions;
const hackathon = {
  name: 'Build for Bharat',
  organizer: 'Open Source India',
  startDate: '2026-12-05',
  endDate: '2026-12-07',
  mode: 'Online',
  description: 'Build something useful in a weekend.',
  registrationLink: 'https://example.com/register',
} as const;

const sent = () => vi.mocked(callFunction).mock.calls.map(([, name, input]) => [name, input]);

afterEach(() => vi.clearAllMocks());

describe('the console’s callables', () => {
  it('adds a hackathon without an id, and changes one by its id', async () => {
    await saveHackathon(functions, null, hackathon);
    await saveHackathon(functions, 'hack-1', hackathon);
    await removeHackathon(functions, 'hack-1');
    expect(sent()).toEqual([
      ['saveHackathon', { hackathon }],
      ['saveHackathon', { id: 'hack-1', hackathon }],
      ['removeHackathon', { id: 'hack-1' }],
    ]);
    expect(vi.mocked(callFunction).mock.calls[0]?.[2]).not.toHaveProperty('id');
  });

  it('moderates a job and blocks its poster with the input as given', async () => {
    await moderateJob(functions, { jobId: 'job-1', action: 'hide', reason: 'Fee scam' });
    await blockPoster(functions, { jobId: 'job-1', scope: 'network', days: 7, reason: 'Fee scam' });
    expect(sent()).toEqual([
      ['moderateJob', { jobId: 'job-1', action: 'hide', reason: 'Fee scam' }],
      ['blockPoster', { jobId: 'job-1', scope: 'network', days: 7, reason: 'Fee scam' }],
    ]);
  });
});
