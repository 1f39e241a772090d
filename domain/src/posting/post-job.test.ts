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
      PayKind: 'undisclosed',
      PayMin: '',
      PayMax: '',
      PayCurrency: 'INR',
      PayPeriod: 'YEAR',
      openDays: 30,
    });
    expect(jobFieldsOf(parsed)).toEqual({
      Title: 'Frontend Developer',
      Type: 'Job',
      Company: 'Bytewren Labs',
      ApplyURL: 'https://careers.example.com/a',
      Skills: '<ul><li>React</li></ul>',
      Pay: { kind: 'undisclosed' },
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

describe('pay', () => {
  const paid = (values: Partial<PostJobFormValues>) =>
    jobFieldsOf(PostJobFormSchema.parse({ ...valid, PayKind: 'paid', ...values }));

  it('keeps a range as Pay, and as Salary the text a reader sees', () => {
    const job = paid({ PayMin: '6,00,000', PayMax: '8,00,000' });
    expect(job.Pay).toEqual({
      kind: 'paid',
      currency: 'INR',
      period: 'YEAR',
      min: 600_000,
      max: 800_000,
    });
    expect(job.Salary).toBe('₹6–8 LPA');
  });

  it('keeps one figure, per the period and in the currency chosen', () => {
    const job = paid({ PayMin: '25000', PayMax: ' ', PayPeriod: 'MONTH' });
    expect(job.Pay).toEqual({ kind: 'paid', currency: 'INR', period: 'MONTH', min: 25_000 });
    expect(job.Salary).toBe('₹25,000 a month');
    expect(
      paid({ PayMin: '40', PayMax: '40', PayCurrency: 'USD', PayPeriod: 'HOUR' }),
    ).toMatchObject({
      Pay: { kind: 'paid', currency: 'USD', period: 'HOUR', min: 40 },
      Salary: '$40 an hour',
    });
  });

  it('says Unpaid for an unpaid job, and nothing for one whose pay is not disclosed', () => {
    const unpaid = jobFieldsOf(PostJobFormSchema.parse({ ...valid, PayKind: 'unpaid' }));
    expect(unpaid).toMatchObject({ Pay: { kind: 'unpaid' }, Salary: 'Unpaid' });
    const undisclosed = jobFieldsOf(PostJobFormSchema.parse(valid));
    expect(undisclosed.Pay).toEqual({ kind: 'undisclosed' });
    expect(undisclosed).not.toHaveProperty('Salary');
  });

  it('ignores figures left behind by choosing Unpaid or Not disclosed', () => {
    expect(messages({ PayKind: 'unpaid', PayMin: 'lots', PayMax: '-3' })).toEqual({});
  });

  it.each([
    [{ PayMin: '' }, { PayMin: 'Enter what the job pays, or choose Unpaid or Not disclosed.' }],
    [{ PayMin: '6 LPA' }, { PayMin: expect.stringContaining('Enter the pay as a number') }],
    [{ PayMin: '0' }, { PayMin: expect.stringContaining('Enter the pay as a number') }],
    [{ PayMin: '25000', PayMax: 'more' }, { PayMax: expect.stringContaining('as a number') }],
    [
      { PayMin: '25000', PayMax: '20000' },
      { PayMax: 'The top figure must be at least the lowest.' },
    ],
    [{ PayMin: '1,00,00,00,00,000' }, { PayMin: expect.stringContaining('up to 1,000,000,000') }],
  ])('refuses a paid job with %j, saying why at the field', (values, expected) => {
    expect(messages({ PayKind: 'paid', ...values })).toEqual(expected);
  });

  it('is told beside every other problem, not after them', () => {
    expect(messages({ Title: ' ', PayKind: 'paid', PayMin: '' })).toEqual({
      Title: 'Enter the job title.',
      PayMin: 'Enter what the job pays, or choose Unpaid or Not disclosed.',
    });
  });

  it('refuses a kind, currency or period the form does not offer', () => {
    expect(Object.keys(messages({ PayKind: 'equity' as 'paid' }))).toEqual(['PayKind']);
    expect(Object.keys(messages({ PayCurrency: 'XBT' as 'INR' }))).toEqual(['PayCurrency']);
    expect(Object.keys(messages({ PayPeriod: 'FORTNIGHT' as 'YEAR' }))).toEqual(['PayPeriod']);
  });

  it('is not disclosed, in rupees a year, when a caller sends none of it', () => {
    const { PayKind: _k, PayMin: _n, PayMax: _x, PayCurrency: _c, PayPeriod: _p, ...bare } = valid;
    expect(jobFieldsOf(PostJobFormSchema.parse(bare)).Pay).toEqual({ kind: 'undisclosed' });
  });
});

describe('the e-mail to manage a job', () => {
  it('is optional, kept lower-cased, and never one of the job’s fields', () => {
    expect(PostJobFormSchema.parse(valid).ManageEmail).toBeUndefined();
    const form = PostJobFormSchema.parse({ ...valid, ManageEmail: ' Asha@Example.COM ' });
    expect(form.ManageEmail).toBe('asha@example.com');
    expect(jobFieldsOf(form)).not.toHaveProperty('ManageEmail');
  });

  it('refuses what is not an address, saying what to enter', () => {
    expect(messages({ ManageEmail: 'asha at example' })).toEqual({
      ManageEmail: 'Enter an e-mail address such as you@example.com, or leave this blank.',
    });
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
