import { describe, expect, it } from 'vitest';
import { REPORT_NOTE_MAX, ReportJobInputSchema } from './job-report';

describe('report schema', () => {
  it('takes a job, a reason and an optional note, blank notes left out', () => {
    expect(ReportJobInputSchema.parse({ jobId: 'j1', reason: 'misleading', note: '  ' })).toEqual({
      jobId: 'j1',
      reason: 'misleading',
    });
    expect(
      ReportJobInputSchema.parse({ jobId: 'j1', reason: 'other', note: ' Asks for a fee ' }),
    ).toEqual({ jobId: 'j1', reason: 'other', note: 'Asks for a fee' });
  });

  it('takes control characters out of a note silently, keeping its lines', () => {
    const note = '\u001b[2JAsks for\r\na fee\u0007\u202E';
    expect(ReportJobInputSchema.parse({ jobId: 'j1', reason: 'misleading', note }).note).toBe(
      'Asks for\na fee',
    );
  });

  it('refuses an unknown reason, a path for an id and a note over the limit', () => {
    expect(ReportJobInputSchema.safeParse({ jobId: 'j1', reason: 'boring' }).success).toBe(false);
    expect(ReportJobInputSchema.safeParse({ jobId: 'a/b', reason: 'misleading' }).success).toBe(
      false,
    );
    expect(ReportJobInputSchema.safeParse({ jobId: '', reason: 'misleading' }).success).toBe(false);
    // An id no job can have: control characters, spaces, more than a Firestore id holds.
    for (const jobId of ['j1\u001b[2J', 'j 1', 'j\n1', 'x'.repeat(129)]) {
      expect(ReportJobInputSchema.safeParse({ jobId, reason: 'misleading' }).success, jobId).toBe(
        false,
      );
    }
    const note = 'x'.repeat(REPORT_NOTE_MAX + 1);
    const result = ReportJobInputSchema.safeParse({ jobId: 'j1', reason: 'misleading', note });
    expect(result.error?.issues[0]?.message).toBe('Keep the note to 500 characters or fewer.');
  });
});
