// The feed's query parameters: a list's own (domain's job-list.ts: type, q, country, city,
// company, pay, minpay, per, sort), checked before anything is read. A bad one gets a 400 whose one
// line says what is wrong. Without a type, a feed lists jobs and internships both.
import { groupParameters } from '@portal/domain/callables/query-parameters';
import { LIST_PARAMETERS, listSearchParams, type JobList } from '@portal/domain/jobs/job-list';
import {
  listParametersSchema,
  listOf,
  withListRules,
} from '@portal/domain/jobs/job-list-parameters';

export type FeedQueryResult = { ok: true; query: JobList } | { ok: false; message: string };

/**
 * Reads the query string as the list pages write it (URLSearchParams, so `+` is a space and
 * `country` repeats). A parameter the feed does not know is refused rather than ignored: a feed
 * URL is written once and read by a machine for months, so `?contry=India` answered with every
 * country would go unnoticed, while a 400 says so when the URL is tried. It also keeps junk
 * parameters from making the CDN miss and Firestore read for nothing.
 */
export function parseFeedQuery(search: string): FeedQueryResult {
  const grouped = groupParameters(new URLSearchParams(search), LIST_PARAMETERS, 'the feed');
  if (!grouped.ok) return grouped;
  const parsed = withListRules(listParametersSchema()).safeParse(grouped.values);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  // A feed lists new jobs as they are posted, whatever the order of the page it came from: a
  // list's sort (sort=confirmed) is taken, as a list page's URL may carry it, and dropped.
  const { sort: _sort, ...query } = listOf(parsed.data);
  return { ok: true, query };
}

/** The query string a list page and its feed share for `list`, in a fixed order. */
export function feedSearch(list: JobList): string {
  const text = listSearchParams(list).toString();
  return text ? `?${text}` : '';
}
