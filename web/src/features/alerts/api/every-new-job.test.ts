import type { Functions } from 'firebase/functions';
import { describe, expect, it, vi } from 'vitest';
import { subscribe } from './alerts';
import { subscribeToEveryNewJob } from './every-new-job';

vi.mock('./alerts', () => ({ subscribe: vi.fn() }));

const functions = {} as Functions;

describe('subscribeToEveryNewJob', () => {
  it('asks for the alert with no search, mailed daily', async () => {
    vi.mocked(subscribe).mockResolvedValue({ ok: true, data: { status: 'check-inbox' } });
    expect(await subscribeToEveryNewJob(functions, 'meera@example.com')).toEqual({ ok: true });
    expect(subscribe).toHaveBeenCalledWith(functions, {
      email: 'meera@example.com',
      search: null,
      frequency: 'daily',
    });
  });

  it('answers a refusal in the user’s words', async () => {
    vi.mocked(subscribe).mockResolvedValue({
      ok: false,
      refusal: { code: 'unavailable', message: '', details: null },
    });
    const answer = await subscribeToEveryNewJob(functions, 'meera@example.com');
    expect(answer).toEqual({
      ok: false,
      failure: { reason: expect.stringMatching(/^the server could not be reached/) },
    });
  });
});
