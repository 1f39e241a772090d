// The Post a Job form: one schema for the browser's form and the posting function's input, so
// both refuse the same things with the same words.
import { z } from 'zod';
import { normalizeApplyUrl } from '../jobs/apply-url';
import { asOneLine, withoutControlCharacters } from '../control-characters';
import { isRemoteWork, JOB_LIMITS, JOB_TYPES, type JobFields } from '../jobs/job';
import { htmlToText } from '../jobs/html-text';

/** How long a job stays listed, in days; the poster chooses. */
export const OPEN_DAYS_CHOICES = [7, 15, 30, 60] as const;
export const DEFAULT_OPEN_DAYS = 30;

/**
 * A person takes longer than this between opening the form and posting; a script filling it in
 * does not. Counted by the browser from when the form opened (a restored draft included).
 */
export const MIN_FILL_MS = 3000;

/** The honeypot: a field people never see, which form-filling programs fill in. */
export const HONEYPOT_FIELD = 'website';

/** The form's fields in the spec's order, with the labels the form and every error use. */
export const POST_JOB_LABELS = {
  Title: 'Title',
  Type: 'Type',
  Description: 'Job Description',
  Country: 'Country',
  City: 'City',
  Company: 'Company',
  WorkType: 'Work Type',
  Experience: 'Experience',
  Batch: 'Batch',
  Degree: 'Qualifications',
  ApplyURL: 'Application URL',
  Skills: 'Skills Required',
  CompanyDescription: 'Company Description',
  Salary: 'Salary',
  Responsibilities: 'Responsibilities',
  openDays: 'Keep it open for',
} as const;
export type PostJobField = keyof typeof POST_JOB_LABELS;

// Not toLocaleString: its first call loads the browser's number-format data, which took 90 ms of
// a job page's start on a phone-speed CPU, and these messages are built when the module loads.
const number = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const tooLong = (max: number) => `Keep this to ${number(max)} characters or fewer.`;

// Controls and escape sequences are taken out without a word (control-characters.ts): nobody
// can see them in a form, so a message about them would name nothing a person could find.

function requiredText(max: number, missing: string) {
  return z
    .string({ error: missing })
    .overwrite(asOneLine)
    .trim()
    .min(1, missing)
    .max(max, tooLong(max));
}

/** A field left blank is absent, not an empty string. Several lines where `multiline`. */
function optionalText(max: number, { multiline = false } = {}) {
  return z
    .string()
    .overwrite(multiline ? withoutControlCharacters : asOneLine)
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((value) => value || undefined);
}

/**
 * HTML from the editor, limited by what a reader sees and, with a looser bound, by its markup.
 * An editor holding only empty paragraphs counts as blank.
 */
function richText(missing?: string) {
  return z
    .string()
    .overwrite(withoutControlCharacters)
    .optional()
    .superRefine((html = '', ctx) => {
      if (html.length > JOB_LIMITS.richText) {
        ctx.addIssue({
          code: 'custom',
          message: 'This has more formatting than can be stored: remove some of it.',
        });
        return;
      }
      const text = htmlToText(html);
      if (text.length > JOB_LIMITS.richTextChars) {
        ctx.addIssue({ code: 'custom', message: tooLong(JOB_LIMITS.richTextChars) });
      } else if (missing && text === '') {
        ctx.addIssue({ code: 'custom', message: missing });
      }
    })
    .transform((html) => (html && htmlToText(html) !== '' ? html : undefined));
}

export const APPLY_URL_MESSAGES = {
  missing: 'Enter where to apply: a web address or an e-mail address.',
  invalid:
    'Enter a web address that starts with http:// or https://, or an e-mail address such as jobs@company.com.',
} as const;

/** Asked of a remote job: search engines list one only with a country applicants may live in. */
export const REMOTE_COUNTRY_MESSAGE = 'Say which country applicants may live in for a remote job.';

const PostJobFormFields = z.object({
  Title: requiredText(JOB_LIMITS.shortText, 'Enter the job title.'),
  Type: z.enum(JOB_TYPES, { error: 'Choose Job or Internship.' }),
  Description: richText(),
  Country: optionalText(JOB_LIMITS.shortText),
  City: optionalText(JOB_LIMITS.shortText),
  Company: requiredText(JOB_LIMITS.shortText, "Enter the company's name."),
  WorkType: optionalText(JOB_LIMITS.shortText),
  Experience: optionalText(JOB_LIMITS.experience, { multiline: true }),
  Batch: optionalText(JOB_LIMITS.shortText),
  Degree: richText(),
  ApplyURL: z
    .string({ error: APPLY_URL_MESSAGES.missing })
    .trim()
    .min(1, APPLY_URL_MESSAGES.missing)
    .max(JOB_LIMITS.url, tooLong(JOB_LIMITS.url))
    .transform((value, ctx) => {
      const normalized = normalizeApplyUrl(value);
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message: APPLY_URL_MESSAGES.invalid });
        return z.NEVER;
      }
      return normalized;
    }),
  Skills: richText('List the skills the job needs.').transform((html) => html as string),
  CompanyDescription: richText(),
  Salary: optionalText(JOB_LIMITS.shortText),
  Responsibilities: richText(),
  openDays: z.coerce
    .number({ error: 'Choose how long the job stays open.' })
    .refine((days) => (OPEN_DAYS_CHOICES as readonly number[]).includes(days), {
      message: 'Choose how long the job stays open: 7, 15, 30 or 60 days.',
    }),
});

/**
 * A remote job names a country. Checked whenever Work Type and Country themselves are valid, so
 * the message shows beside every other field's, not once they are all put right.
 */
function remoteJobsNameACountry<T extends typeof PostJobFormFields>(schema: T): T {
  return schema.refine((form) => !isRemoteWork(form.WorkType) || form.Country !== undefined, {
    path: ['Country'],
    message: REMOTE_COUNTRY_MESSAGE,
    when: ({ issues, value }) =>
      typeof value === 'object' &&
      value !== null &&
      issues.every(({ path }) => {
        const field = path?.[0];
        return field !== undefined && field !== 'WorkType' && field !== 'Country';
      }),
  });
}

export const PostJobFormSchema = remoteJobsNameACountry(PostJobFormFields);

/** What the form's inputs hold: strings, '' for a blank one. */
export type PostJobFormValues = z.input<typeof PostJobFormSchema>;
/** What the form means once parsed: trimmed, blanks absent, the link normalised. */
export type PostJobForm = z.output<typeof PostJobFormSchema>;

/** A blank form, open for the default time. */
export const EMPTY_POST_JOB_FORM = {
  Title: '',
  Type: 'Job',
  Description: '',
  Country: '',
  City: '',
  Company: '',
  WorkType: '',
  Experience: '',
  Batch: '',
  Degree: '',
  ApplyURL: '',
  Skills: '',
  CompanyDescription: '',
  Salary: '',
  Responsibilities: '',
  openDays: String(DEFAULT_OPEN_DAYS),
} as const satisfies Record<PostJobField, string>;

/** What the browser sends the posting function: the form, the honeypot and the form's ticket. */
export const PostJobInputSchema = remoteJobsNameACountry(
  PostJobFormFields.extend({
    [HONEYPOT_FIELD]: z.string().max(1000).optional(),
    /** The server's signed time of opening the form (the openPostForm callable). */
    formTicket: z
      .string({ error: 'Reload the page: the form did not open properly.' })
      .min(1, 'Reload the page: the form did not open properly.')
      .max(200, 'Reload the page: the form did not open properly.'),
  }),
);
export type PostJobInput = z.input<typeof PostJobInputSchema>;

/** The job's own fields from a parsed form (the open-for choice is not a field of the job). */
export function jobFieldsOf(form: PostJobForm): JobFields {
  const { openDays: _openDays, ...rest } = form as PostJobForm & Record<string, unknown>;
  delete rest[HONEYPOT_FIELD];
  delete rest.formTicket;
  return Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  ) as JobFields;
}
