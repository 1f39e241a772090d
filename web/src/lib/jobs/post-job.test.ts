import { PostJobResultSchema } from '@portal/domain/callable-results';
import type { Functions } from 'firebase/functions';
import { describe, expect, it, vi } from 'vitest';
import { callFunction } from '../firebase/callables';
import { postJob } from './post-job';

vi.mock('../firebase/callables', () => ({ callFunction: vi.fn() }));

describe('postJob', () => {
  it('calls the postJob function with the form, leaving absent fields out', async () => {
    const functions = {} as Functions;
    vi.mocked(callFunction).mockResolvedValue({ ok: true, data: { id: 'job-1' } });
    const outcome = await postJob(functions, {
      Title: 'Frontend Developer',
      Type: 'Job',
      Company: 'Acme',
      ApplyURL: 'https://acme.example.com/jobs',
      Skills: '<p>React</p>',
      Description: undefined,
      openDays: '30',
      website: '',
      elapsedMs: 4200,
    });
    expect(outcome).toEqual({ ok: true, data: { id: 'job-1' } });
    expect(callFunction).toHaveBeenCalledWith(
      functions,
      'postJob',
      {
        Title: 'Frontend Developer',
        Type: 'Job',
        Company: 'Acme',
        ApplyURL: 'https://acme.example.com/jobs',
        Skills: '<p>React</p>',
        openDays: '30',
        website: '',
        elapsedMs: 4200,
      },
      PostJobResultSchema,
    );
  });
});
