import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../field-messages';
import { JOB_LIMITS } from '../jobs/job';
import {
  APPLY_URL_MESSAGES,
  EMPTY_POST_JOB_FORM,
  jobFieldsOf,
  PostJobFormSchema,
  PostJobInputSchema,
  REMOTE_COUNTRY_MESSAGE,
  type PostJobFormValues,
} from './post-job';

const valid: PostJobFormValues = {
  ...EMPTY_POST_JOB_FORM,
  Title: '  Frontend Developer ',
  Company: 'Bytewren Labs',
  ApplyURL: 'https://careers.example.com/a',
  Skills: '<ul><li>React</li></ul>',
};

function messages(values: Partial<PostJobFormValues>) {
  const result = PostJobFormSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : fieldMessages(result.error);
}

describe('post job form schema', () => {
  it('accepts the required fields and trims them; blanks are absent, the default is 30 days', () => {
    const parsed = PostJobFormSchema.parse(valid);
    expect(parsed).toEqual({
      Title: 'Frontend Developer',
      Type: 'Job',
      Company: 'Bytewren Labs',
      ApplyURL: 'https://careers.example.com/a',
      Skills: '<ul><li>React</li></ul>',
      openDays: 30,
    });
    expect(jobFieldsOf(parsed)).toEqual({
      Title: 'Frontend Developer',
      Type: 'Job',
      Company: 'Bytewren Labs',
      ApplyURL: 'https://careers.example.com/a',
      Skills: '<ul><li>React</li></ul>',
    });
  });

  it.each([
    ['Title', 'Enter the job title.'],
    ['Company', "Enter the company's name."],
    ['ApplyURL', APPLY_URL_MESSAGES.missing],
    ['Skills', 'List the skills the job needs.'],
  ] as const)('asks for %s in words a person understands', (field, message) => {
    expect(messages({ [field]: '   ' })[field]).toBe(message);
  });

  it('counts an editor holding only empty paragraphs as blank', () => {
    expect(messages({ Skills: '<p></p><p> <br></p>' }).Skills).toBe(
      'List the skills the job needs.',
    );
    expect(PostJobFormSchema.parse({ ...valid, Description: '<p></p>' }).Description).toBe(
      undefined,
    );
  });

  it('needs Job or Internship', () => {
    expect(messages({ Type: '' as never }).Type).toBe('Choose Job or Internship.');
    expect(messages({ Type: 'Gig' as never }).Type).toBe('Choose Job or Internship.');
  });

  it('stores an e-mail address as mailto: and refuses other links with a clear message', () => {
    expect(PostJobFormSchema.parse({ ...valid, ApplyURL: 'hr@acme.com' }).ApplyURL).toBe(
      'mailto:hr@acme.com',
    );
    expect(messages({ ApplyURL: 'javascript:alert(1)' }).ApplyURL).toBe(APPLY_URL_MESSAGES.invalid);
    expect(messages({ ApplyURL: 'www.acme.com/jobs' }).ApplyURL).toBe(APPLY_URL_MESSAGES.invalid);
  });

  it('offers 7, 15, 30 or 60 days, from a select or a number', () => {
    expect(PostJobFormSchema.parse({ ...valid, openDays: '7' }).openDays).toBe(7);
    expect(PostJobFormSchema.parse({ ...valid, openDays: 60 }).openDays).toBe(60);
    expect(messages({ openDays: '90' }).openDays).toMatch(/7, 15, 30 or 60 days/);
    expect(messages({ openDays: 'soon' }).openDays).toMatch(/how long the job stays open/);
  });

  it('limits plain fields by characters', () => {
    expect(messages({ Title: 'x'.repeat(JOB_LIMITS.shortText) }).Title).toBeUndefined();
    expect(messages({ Title: 'x'.repeat(JOB_LIMITS.shortText + 1) }).Title).toBe(
      'Keep this to 200 characters or fewer.',
    );
    expect(messages({ Experience: 'x'.repeat(JOB_LIMITS.experience + 1) }).Experience).toBe(
      'Keep this to 1,000 characters or fewer.',
    );
  });

  it('limits rich text by the text a reader sees, and its markup more loosely', () => {
    const text = 'x'.repeat(JOB_LIMITS.richTextChars);
    expect(messages({ Description: `<p><strong>${text}</strong></p>` }).Description).toBe(
      undefined,
    );
    expect(messages({ Description: `<p>${text}x</p>` }).Description).toBe(
      'Keep this to 5,000 characters or fewer.',
    );
    expect(messages({ Description: '<p></p>'.repeat(JOB_LIMITS.richText) }).Description).toMatch(
      /more formatting than can be stored/,
    );
  });
});

describe('control characters in a post', () => {
  it('are taken out silently: escape sequences, controls, bidi overrides; one-line fields stay one line', () => {
    const parsed = PostJobFormSchema.parse({
      ...valid,
      Title: '\u001b[2J\u001b[31mFrontend\r\nDeveloper\u0007',
      Company: 'Bytewren\u202E Labs\u009b',
      Experience: 'Two years\r\n\u001b[1mReact\u001b[0m',
      Skills: '<p>React\u0000</p>\n<p>\u001b]0;pwned\u0007CSS</p>',
    });
    expect(parsed).toMatchObject({
      Title: 'Frontend Developer',
      Company: 'Bytewren Labs',
      Experience: 'Two years\nReact',
      Skills: '<p>React</p>\n<p>CSS</p>',
    });
  });

  it('leave a title of nothing else blank, with the usual message', () => {
    expect(messages({ Title: '\u001b[31m\u0007' })).toEqual({ Title: 'Enter the job title.' });
  });
});

describe('a remote job', () => {
  it.each(['Remote', 'remote', ' REMOTE '])('asks a %j job for a country', (WorkType) => {
    expect(messages({ WorkType })).toEqual({ Country: REMOTE_COUNTRY_MESSAGE });
    expect(messages({ WorkType, Country: '   ' })).toEqual({ Country: REMOTE_COUNTRY_MESSAGE });
    expect(REMOTE_COUNTRY_MESSAGE).toBe(
      'Say which country applicants may live in for a remote job.',
    );
  });

  it('is accepted with a country, a city or none needed', () => {
    expect(
      PostJobFormSchema.parse({ ...valid, WorkType: 'Remote', Country: 'India' }),
    ).toMatchObject({ WorkType: 'Remote', Country: 'India' });
    for (const WorkType of ['', 'On-site', 'Hybrid', 'Remote-first', 'Not remote']) {
      expect(messages({ WorkType }), WorkType).toEqual({});
    }
  });

  it('is told beside every other problem, not after them', () => {
    expect(
      messages({ WorkType: 'Remote', Title: '', ApplyURL: 'careers page', Type: 'Gig' as never }),
    ).toEqual({
      Title: 'Enter the job title.',
      Type: 'Choose Job or Internship.',
      ApplyURL: APPLY_URL_MESSAGES.invalid,
      Country: REMOTE_COUNTRY_MESSAGE,
    });
    // A Country that is itself wrong says so, once.
    expect(messages({ WorkType: 'Remote', Country: 'x'.repeat(201) })).toEqual({
      Country: 'Keep this to 200 characters or fewer.',
    });
  });

  it('is refused by the posting function too', () => {
    const input = { ...valid, WorkType: 'remote', website: '', formTicket: 'v1.1.n.sig' };
    const result = PostJobInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!)).toEqual({ Country: REMOTE_COUNTRY_MESSAGE });
    expect(PostJobInputSchema.parse({ ...input, Country: 'Germany' }).Country).toBe('Germany');
  });
});

describe('post job input (what the function parses)', () => {
  it("carries the honeypot and the form's ticket besides the form; a time the browser sends is dropped", () => {
    const parsed = PostJobInputSchema.parse({
      ...valid,
      website: '',
      formTicket: 'v1.1.n.sig',
      elapsedMs: 60_000,
    });
    expect(parsed.formTicket).toBe('v1.1.n.sig');
    expect(parsed).not.toHaveProperty('elapsedMs');
    expect(jobFieldsOf(parsed)).not.toHaveProperty('website');
    expect(jobFieldsOf(parsed)).not.toHaveProperty('formTicket');
  });

  it('refuses a missing ticket and names each bad field', () => {
    const result = PostJobInputSchema.safeParse({ ...valid, Title: '' });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!)).toMatchObject({
      formTicket: 'Reload the page: the form did not open properly.',
    });
    expect(Object.keys(fieldMessages(result.error!)).sort()).toEqual(['Title', 'formTicket']);
  });
});
