// The Post a Job form: one schema for the browser's form and the posting function's input, so
// both refuse the same things with the same words.
import { z } from 'zod';
import { normalizeApplyUrl } from '../jobs/apply-url';
import { asOneLine, withoutControlCharacters } from '../control-characters';
import { isRemoteWork, JOB_LIMITS, JOB_TYPES, type JobFields } from '../jobs/job';
import { htmlToText } from '../jobs/html-text';
import {
  MAX_PAY_FIGURE,
  PAY_CURRENCIES,
  PAY_KINDS,
  PAY_PERIODS,
  payText,
  type Pay,
} from '../jobs/pay';

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
  PayKind: 'Pay',
  PayMin: 'Pay from',
  PayMax: 'Pay up to',
  PayCurrency: 'Currency',
  PayPeriod: 'Paid per',
  Responsibilities: 'Responsibilities',
  ManageEmail: 'E-mail to manage this job',
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

export const PAY_MESSAGES = {
  missing: 'Enter what the job pays, or choose Unpaid or Not disclosed.',
  invalid: `Enter the pay as a number, such as 25000 or 6,00,000, up to ${number(MAX_PAY_FIGURE)}.`,
  belowMin: 'The top figure must be at least the lowest.',
} as const;

/** A figure as a person types it: grouped with commas or spaces (25,000 or 6,00,000), two decimals at most. */
export function parsePayFigure(text: string | undefined): number | null {
  const plain = (text ?? '').replace(/[,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const figure = Number(plain);
  return figure > 0 && figure <= MAX_PAY_FIGURE ? figure : null;
}

export const MANAGE_EMAIL_MESSAGE =
  'Enter an e-mail address such as you@example.com, or leave this blank.';

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
  // What the job pays: a figure or a range, or 'unpaid', or 'undisclosed' (not said) by default.
  // The figures are read (payFigures) only when the job is paid: a figure typed and then left
  // behind by choosing Unpaid is not the poster's to correct.
  PayKind: z.enum(PAY_KINDS, { error: 'Choose what the job pays.' }).default('undisclosed'),
  PayMin: z.string().max(40, PAY_MESSAGES.invalid).optional(),
  PayMax: z.string().max(40, PAY_MESSAGES.invalid).optional(),
  PayCurrency: z.enum(PAY_CURRENCIES, { error: 'Choose the currency of the pay.' }).default('INR'),
  PayPeriod: z
    .enum(PAY_PERIODS, {
      error: 'Choose whether the pay is a year’s, a month’s, a day’s or an hour’s.',
    })
    .default('YEAR'),
  Responsibilities: richText(),
  // A guest's address for the "still hiring?" mails and their links (jobs/still-hiring.ts):
  // optional, kept apart from the job (never shown), and proved by the mail reaching it.
  ManageEmail: z
    .string()
    .trim()
    .max(254, MANAGE_EMAIL_MESSAGE)
    .optional()
    .refine((value) => !value || z.email().safeParse(value).success, MANAGE_EMAIL_MESSAGE)
    .transform((value) => (value ? value.toLowerCase() : undefined)),
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

const PAY_FIELDS = ['PayKind', 'PayMin', 'PayMax', 'PayCurrency', 'PayPeriod'];

/**
 * A paid job gives a figure, and a range's top is not below its lowest. Checked, as the remote
 * job's country is, whenever the pay's own fields are otherwise valid.
 */
function paidJobsGiveFigures<T extends typeof PostJobFormFields>(schema: T): T {
  return schema.superRefine(
    (form, ctx) => {
      if (form.PayKind !== 'paid') return;
      const min = parsePayFigure(form.PayMin);
      if (min === null) {
        const blank = !form.PayMin?.trim();
        ctx.addIssue({
          code: 'custom',
          path: ['PayMin'],
          message: blank ? PAY_MESSAGES.missing : PAY_MESSAGES.invalid,
        });
      }
      if (!form.PayMax?.trim()) return;
      const max = parsePayFigure(form.PayMax);
      if (max === null) {
        ctx.addIssue({ code: 'custom', path: ['PayMax'], message: PAY_MESSAGES.invalid });
      } else if (min !== null && max < min) {
        ctx.addIssue({ code: 'custom', path: ['PayMax'], message: PAY_MESSAGES.belowMin });
      }
    },
    {
      when: ({ issues, value }) =>
        typeof value === 'object' &&
        value !== null &&
        issues.every(({ path }) => !PAY_FIELDS.includes(String(path?.[0]))),
    },
  );
}

export const PostJobFormSchema = remoteJobsNameACountry(paidJobsGiveFigures(PostJobFormFields));

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
  PayKind: 'undisclosed',
  PayMin: '',
  PayMax: '',
  PayCurrency: 'INR',
  PayPeriod: 'YEAR',
  Responsibilities: '',
  ManageEmail: '',
  openDays: String(DEFAULT_OPEN_DAYS),
} as const satisfies Record<PostJobField, string>;

/** What the browser sends the posting function: the form, the honeypot and the form's ticket. */
export const PostJobInputSchema = remoteJobsNameACountry(
  paidJobsGiveFigures(
    PostJobFormFields.extend({
      [HONEYPOT_FIELD]: z.string().max(1000).optional(),
      /** The server's signed time of opening the form (the openPostForm callable). */
      formTicket: z
        .string({ error: 'Reload the page: the form did not open properly.' })
        .min(1, 'Reload the page: the form did not open properly.')
        .max(200, 'Reload the page: the form did not open properly.'),
    }),
  ),
);
export type PostJobInput = z.input<typeof PostJobInputSchema>;

/** The pay a parsed form gives (its figures already checked). */
export function payOfForm(form: PostJobForm): Pay {
  if (form.PayKind !== 'paid') return { kind: form.PayKind };
  const min = parsePayFigure(form.PayMin)!;
  const max = parsePayFigure(form.PayMax);
  return {
    kind: 'paid',
    currency: form.PayCurrency,
    period: form.PayPeriod,
    min,
    ...(max !== null && max !== min && { max }),
  };
}

/**
 * The job's own fields from a parsed form: its pay as `Pay`, and as Salary the text a reader sees
 * (none when it is not disclosed). The open-for choice and the address to manage it by are not
 * fields of the job.
 */
export function jobFieldsOf(form: PostJobForm): JobFields {
  const {
    openDays: _openDays,
    PayKind: _kind,
    PayMin: _min,
    PayMax: _max,
    PayCurrency: _currency,
    PayPeriod: _period,
    ManageEmail: _manageEmail,
    ...rest
  } = form as PostJobForm & Record<string, unknown>;
  delete rest[HONEYPOT_FIELD];
  delete rest.formTicket;
  const pay = payOfForm(form);
  const fields = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  ) as JobFields;
  return { ...fields, Pay: pay, ...(pay.kind !== 'undisclosed' && { Salary: payText(pay) }) };
}
