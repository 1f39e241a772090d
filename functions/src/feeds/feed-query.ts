// The feed's query parameters, the list pages' own (?q=…&country=…&city=…, plus type), checked
// before anything is read: a bad one gets a 400 whose one line says what is wrong.
import { JOB_LIMITS, JOB_TYPES, type JobType } from '@portal/domain/jobs/job';
import type { JobFilter } from '@portal/domain/jobs/job-search';
import { groupParameters } from '@portal/domain/callables/query-parameters';
import { z } from 'zod';

export const FEED_PARAMETERS = ['q', 'country', 'city', 'type'] as const;
type FeedParameter = (typeof FEED_PARAMETERS)[number];

/** As many places of each kind as an alert may name: more is no one's search. */
export const MAX_PLACES = 20;

export interface FeedQuery {
  filter: JobFilter;
  /** null: jobs and internships both. */
  type: JobType | null;
}

export type FeedQueryResult = { ok: true; query: FeedQuery } | { ok: false; message: string };

const once = (name: string) => ({ error: `${name} may be given only once.` });

const places = (name: FeedParameter, plural: string) =>
  z
    .array(
      z.string().max(JOB_LIMITS.shortText, {
        error: `Each ${name} must be at most ${JOB_LIMITS.shortText} characters.`,
      }),
    )
    .max(MAX_PLACES, { error: `At most ${MAX_PLACES} ${plural} may be given.` });

const FeedParametersSchema = z.object({
  q: z
    .array(
      z.string().max(JOB_LIMITS.shortText, {
        error: `q must be at most ${JOB_LIMITS.shortText} characters.`,
      }),
    )
    .max(1, once('q')),
  country: places('country', 'countries'),
  city: places('city', 'cities'),
  type: z
    .array(z.enum(JOB_TYPES, { error: `type must be ${JOB_TYPES.join(' or ')}.` }))
    .max(1, once('type')),
});

/**
 * Reads the query string as the list pages write it (URLSearchParams, so `+` is a space and
 * `country` repeats). A parameter the feed does not know is refused rather than ignored: a feed
 * URL is written once and read by a machine for months, so `?contry=India` answered with every
 * country would go unnoticed, while a 400 says so when the URL is tried. It also keeps junk
 * parameters from making the CDN miss and Firestore read for nothing.
 */
export function parseFeedQuery(search: string): FeedQueryResult {
  const params = new URLSearchParams(search);
  const grouped = groupParameters(params, FEED_PARAMETERS, 'the feed');
  if (!grouped.ok) return grouped;
  const values = grouped.values;
  const parsed = FeedParametersSchema.safeParse(values);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  const { q, country, city, type } = parsed.data;
  return {
    ok: true,
    query: {
      // Blank places are no choice, as on the list pages (jobMatchesFilter drops them too).
      filter: { query: q[0] ?? '', countries: country, cities: city },
      type: type[0] ?? null,
    },
  };
}

/** The query string a list page and its feed share for `query`, in a fixed order. */
export function feedSearch({ filter, type }: FeedQuery): string {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (filter.query.trim()) params.set('q', filter.query);
  for (const country of filter.countries) if (country.trim()) params.append('country', country);
  for (const city of filter.cities) if (city.trim()) params.append('city', city);
  const text = params.toString();
  return text ? `?${text}` : '';
}
