import { RefusalDetailsSchema } from '@portal/domain/callables/callable-results';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { TEST_TICKET_KEY, ticketOpened, validPost } from '#src/test/post-input';
import { issueFormTicket } from './form-ticket';
import { preparePost } from './prepare-post';

const prepare = (data: unknown) =>
  preparePost(data, { ticketKey: TEST_TICKET_KEY, now: Date.now() });

async function refusal(data: unknown) {
  const error = await preparePost(data, { ticketKey: TEST_TICKET_KEY, now: Date.now() }).then(
    () => expect.fail('the post was accepted'),
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(HttpsError);
  const { code, message, details } = error as HttpsError;
  return { code, message, details: RefusalDetailsSchema.parse(details) };
}

describe('preparePost', () => {
  it('answers the job fields, trimmed and with blanks left out, and how long to keep it', async () => {
    const post = await prepare(validPost({ Title: '  Frontend Engineer ', Batch: '  ' }));
    expect(post.openDays).toBe(30);
    // Everything sent but the honeypot, the time taken and the days open, with Title trimmed;
    // pay not disclosed, as a post that says nothing of it.
    const { website: _website, formTicket: _ticket, openDays: _days, ...fields } = validPost();
    expect(post.fields).toEqual({ ...fields, Pay: { kind: 'undisclosed' } });
    expect(post.fields).not.toHaveProperty('Batch');
    expect(post.fields).not.toHaveProperty('Salary');
  });

  it('cleans every rich-text field', async () => {
    const { fields } = await prepare(
      validPost({
        Skills: '<p onclick="x()">Go<script>alert(1)</script></p>',
        Responsibilities: '<p>Own it<img src=x onerror=alert(1)></p>',
        Degree: '<script>only a script</script>',
      }),
    );
    expect(fields.Skills).toBe('<p>Go</p>');
    expect(fields.Responsibilities).toBe('<p>Own it</p>');
    expect(fields).not.toHaveProperty('Degree');
  });

  it('refuses Skills that hold no text once cleaned', async () => {
    const { code, details } = await refusal(validPost({ Skills: '<script>React</script>' }));
    expect(code).toBe('invalid-argument');
    expect(details).toEqual({
      reason: 'invalid-fields',
      fields: { Skills: 'List the skills the job needs.' },
    });
  });

  it('refuses a remote job that names no country applicants may live in', async () => {
    const { code, message, details } = await refusal(
      validPost({ WorkType: 'remote', Country: ' ', City: undefined }),
    );
    expect(code).toBe('invalid-argument');
    expect(message).toMatch(/Country: Say which country applicants may live in for a remote job\./);
    expect(details).toEqual({
      reason: 'invalid-fields',
      fields: { Country: 'Say which country applicants may live in for a remote job.' },
    });
    const { fields } = await prepare(validPost({ WorkType: 'Remote', City: undefined }));
    expect(fields).toMatchObject({ WorkType: 'Remote', Country: 'India' });
  });

  it('names each invalid field by its label', async () => {
    const { code, message, details } = await refusal(
      validPost({ Title: ' ', ApplyURL: 'ftp://x', openDays: 12 }),
    );
    expect(code).toBe('invalid-argument');
    expect(message).toMatch(/Title: Enter the job title\./);
    expect(message).toMatch(/Application URL: Enter a web address/);
    expect(message).toMatch(/Keep it open for: Choose how long/);
    expect(details.reason === 'invalid-fields' && Object.keys(details.fields).sort()).toEqual([
      'ApplyURL',
      'Title',
      'openDays',
    ]);
  });

  it('refuses what is not a post at all', async () => {
    expect((await refusal(null)).code).toBe('invalid-argument');
    expect((await refusal('Title')).details.reason).toBe('invalid-fields');
  });

  it('refuses a filled-in honeypot, saying plainly that the post was refused', async () => {
    const { code, message } = await refusal(validPost({ website: 'https://spam.example' }));
    expect(code).toBe('invalid-argument');
    expect(message).toMatch(/This post was refused/);
  });

  it('refuses a form sent sooner than a person could, saying how long to wait', async () => {
    const now = Date.now();
    const post = validPost({ formTicket: issueFormTicket(TEST_TICKET_KEY, now - 1200) });
    const error = await preparePost(post, { ticketKey: TEST_TICKET_KEY, now }).catch(
      (e: unknown) => e,
    );
    const { code, message, details } = error as HttpsError;
    expect(code).toBe('failed-precondition');
    expect(details).toEqual({ reason: 'too-fast', waitMs: 1800 });
    expect(message).toMatch(/wait 2 s/);
  });

  it('refuses a ticket it did not sign, or one too old, saying to reload the form', async () => {
    const forged = issueFormTicket('another key', Date.now() - 60_000);
    const expired = ticketOpened(25 * 60 * 60 * 1000);
    for (const formTicket of [forged, expired, 'not a ticket']) {
      const { code, message, details } = await refusal(validPost({ formTicket }));
      expect(code).toBe('invalid-argument');
      expect(details).toEqual({ reason: 'form-ticket' });
      expect(message).toMatch(/Reload the page and post again/);
    }
  });

  it("answers the ticket's nonce, which the post spends", async () => {
    const first = await prepare(validPost());
    const second = await prepare(validPost());
    expect(first.ticketNonce).toMatch(/^[\w-]{16}$/);
    expect(first.ticketNonce).not.toBe(second.ticketNonce);
  });
});
