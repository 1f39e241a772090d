// Job alerts: a saved search that an e-mail address receives new jobs for, daily or weekly. The
// footer's subscription is the alert with no search (every new job). Shared by the callables
// (input and answers), the digest and the browser.
import { z } from 'zod';
import { asOneLine } from '../control-characters';
import { AlertIdSchema } from './alert-tokens';
import { jobMatchesFilter, type PayFields, type SearchField } from '../jobs/job-search';
import { JobTypeSchema, type Job, type JobType } from '../jobs/job';
import { listSearchParams, MAX_MIN_PAY, type JobList } from '../jobs/job-list';
import { payFilterWords } from '../jobs/pay-filter';
import { LIST_LIMITS } from '../jobs/job-list-parameters';
import { DAY_MS } from '../jobs/job-expiry';
import { MIN_PAY_PERIODS } from '../jobs/pay';

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export const AlertFrequencySchema = z.enum(ALERT_FREQUENCIES);
export type AlertFrequency = z.infer<typeof AlertFrequencySchema>;

export const FREQUENCY_MS: Record<AlertFrequency, number> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
};

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_MS = 7 * DAY_MS;
/** At most one confirmation mail to an address per alert in this long. */
export const CONFIRMATION_RESEND_MS = DAY_MS;
/**
 * At most this many confirmation mails to one mailbox a day, whatever the searches: a stranger
 * who types somebody's address gets them no more than this. Counted per mailbox (alert-tokens'
 * mailboxOf), under a keyed hash of it.
 */
export const CONFIRMATIONS_PER_MAILBOX_PER_DAY = 3;
/** The most characters of a search a mail shows: a caller's text, sent from our domain. */
export const MAIL_SEARCH_MAX_CHARS = 200;
/** The most jobs one digest lists; the rest are a link to the list on the site. */
export const DIGEST_MAX_LISTED = 20;
/** The most alerts one signed-in user keeps. */
export const MAX_ALERTS_PER_USER = 50;

// One line each, control characters gone: a search is printed in mail from our domain, and a
// line of its own there ('Your account will be closed. Verify at …') would read as ours. Mail
// clients break lines at U+2028 and U+2029 too, which a job's title may keep.
const oneLine = z.string().overwrite((text) => asOneLine(text).replace(/[\u2028\u2029]+/g, ' '));
const place = oneLine.trim().min(1).max(LIST_LIMITS.place);

/**
 * What an alert searches for: a list (job-list.ts) as the alert keeps it, its search, places and
 * type (null: both jobs and internships), within the list's limits.
 */
export const AlertSearchSchema = z.object({
  query: oneLine.trim().max(LIST_LIMITS.query),
  countries: z.array(place).max(LIST_LIMITS.places),
  cities: z.array(place).max(LIST_LIMITS.places),
  type: JobTypeSchema.nullable(),
  /** Absent unless asked: an alert kept before pay could be asked keeps its id (alert-tokens). */
  showsPay: z.literal(true).optional(),
  minPay: z
    .object({
      amount: z.number().int().min(1).max(MAX_MIN_PAY),
      per: z.enum(MIN_PAY_PERIODS),
    })
    .optional(),
}) satisfies z.ZodType<JobList>;
export type AlertSearch = z.infer<typeof AlertSearchSchema>;

export const EMAIL_MESSAGE = 'Enter an e-mail address like name@example.com.';

/** An address as the alerts keep it: trimmed, lower-cased, checked. */
export const AlertEmailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(320, { error: 'That e-mail address is too long.' })
  .pipe(z.email({ error: EMAIL_MESSAGE }));

/** The `subscribe` callable's input. A null search is the footer's every-new-job alert. */
export const SubscribeInputSchema = z.object({
  email: AlertEmailSchema,
  search: AlertSearchSchema.nullable(),
  frequency: AlertFrequencySchema,
});
export type SubscribeInput = z.infer<typeof SubscribeInputSchema>;

/**
 * The same answer whatever the address's state, so nobody learns from it whether an address
 * was subscribed already: a confirmation mail may or may not be on its way.
 */
export const SubscribeResultSchema = z.object({ status: z.literal('check-inbox') });
export type SubscribeResult = z.infer<typeof SubscribeResultSchema>;

/** One of a signed-in user's alerts as `listAlerts` shows it. */
export const AlertSummarySchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  search: AlertSearchSchema.nullable(),
  frequency: AlertFrequencySchema,
  confirmed: z.boolean(),
  paused: z.boolean(),
  createdAt: z.iso.datetime(),
  lastSentAt: z.iso.datetime().nullable(),
});
export type AlertSummary = z.infer<typeof AlertSummarySchema>;

export const ListAlertsResultSchema = z.object({ alerts: z.array(AlertSummarySchema) });
export type ListAlertsResult = z.infer<typeof ListAlertsResultSchema>;

const alertId = AlertIdSchema;

/** `updateAlert`: pause or resume, or change how often. */
export const UpdateAlertInputSchema = z
  .object({
    id: alertId,
    paused: z.boolean().optional(),
    frequency: AlertFrequencySchema.optional(),
  })
  .refine((input) => input.paused !== undefined || input.frequency !== undefined, {
    error: 'Say what to change: paused or frequency.',
  });
export type UpdateAlertInput = z.infer<typeof UpdateAlertInputSchema>;

export const DeleteAlertInputSchema = z.object({ id: alertId });
export type DeleteAlertInput = z.infer<typeof DeleteAlertInputSchema>;

export const AlertChangeResultSchema = z.object({ alert: AlertSummarySchema.nullable() });
export type AlertChangeResult = z.infer<typeof AlertChangeResultSchema>;

/**
 * The same search written the same way, so one search is one alert whatever the order. An alert
 * keeps no company: a company's list offers none.
 */
export function canonicalSearch(search: JobList | null): AlertSearch | null {
  if (search === null) return null;
  const distinctSorted = (values: readonly string[]) =>
    [...new Set(values.map((value) => value.trim()).filter(Boolean))].sort();
  const canonical: AlertSearch = {
    query: search.query.trim(),
    countries: distinctSorted(search.countries),
    cities: distinctSorted(search.cities),
    type: search.type,
    // Only when asked, so an alert without them is written as it was before they were.
    ...(search.showsPay && { showsPay: true as const }),
    ...(search.minPay && { minPay: { amount: search.minPay.amount, per: search.minPay.per } }),
  };
  const empty =
    canonical.query === '' &&
    canonical.countries.length === 0 &&
    canonical.cities.length === 0 &&
    !canonical.showsPay &&
    !canonical.minPay;
  // Nothing to search by: every new job of that type, or every new job.
  return empty && canonical.type === null ? null : canonical;
}

/** Whether a job belongs in an alert's mail, by the same code as the list's search. */
export function alertMatches(
  job: Pick<Job, SearchField> & PayFields,
  search: AlertSearch | null,
): boolean {
  if (search === null) return true;
  if (search.type !== null && job.Type !== search.type) return false;
  return jobMatchesFilter(job, search);
}

const TYPE_WORDS: Record<JobType, string> = { Job: 'Jobs', Internship: 'Internships' };

/**
 * 'Internships matching “react” in Bengaluru, India paying at least ₹25,000 a month': the search
 * in words, wherever a reader meets the alert (the dialog, its mails, /alerts, its link pages).
 */
export function describeAlertSearch(search: AlertSearch | null): string {
  if (search === null) return 'Every new job and internship';
  const what = search.type ? TYPE_WORDS[search.type] : 'Jobs and internships';
  const query = search.query ? ` matching “${search.query}”` : '';
  const places = [...search.cities, ...search.countries];
  const where = places.length ? ` in ${places.join(', ')}` : '';
  const pay = payFilterWords(search);
  return `${what}${query}${where}${pay ? ` ${pay}` : ''}`;
}

/**
 * At most `max` characters of `text` (whole characters, never half a surrogate pair), with an
 * ellipsis when some were cut.
 */
export function cutText(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** describeAlertSearch as a mail shows it: cut to MAIL_SEARCH_MAX_CHARS. */
export function describeAlertSearchInMail(search: AlertSearch | null): string {
  return cutText(describeAlertSearch(search), MAIL_SEARCH_MAX_CHARS);
}

/** The list on the site that shows this search: '/internships?q=react&country=India'. */
export function alertSearchPath(search: AlertSearch | null): string {
  if (search === null) return '/';
  const query = listSearchParams(search, { type: false }).toString();
  const path = search.type === 'Internship' ? '/internships' : '/';
  return query ? `${path}?${query}` : path;
}
