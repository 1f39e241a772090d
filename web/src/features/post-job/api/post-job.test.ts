import {
  PostFormTicketSchema,
  PostJobResultSchema,
} from '@portal/domain/callables/callable-results';
import type { Functions } from 'firebase/functions';
import { describe, expect, it, vi } from 'vitest';
import { callFunction } from '@/lib/firebase/callables';
import { openPostForm, postJob } from './post-job';

vi.mock('@/lib/firebase/callables', () => ({ callFunction: vi.fn() }));

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
      formTicket: 'v1.1.n.sig',
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
        formTicket: 'v1.1.n.sig',
      },
      PostJobResultSchema,
    );
  });
});

describe('openPostForm', () => {
  it("asks the openPostForm function for the form's ticket", async () => {
    const functions = {} as Functions;
    vi.mocked(callFunction).mockResolvedValue({ ok: true, data: { ticket: 'v1.1.n.sig' } });
    expect(await openPostForm(functions)).toEqual({ ok: true, data: { ticket: 'v1.1.n.sig' } });
    expect(callFunction).toHaveBeenLastCalledWith(
      functions,
      'openPostForm',
      {},
      PostFormTicketSchema,
    );
  });
});
