// One page of a job list as its URL says it (`/?q=…&country=…&city=…&page=…`, or `/internships`),
// and as the search function takes it with the type named: the list pages, the search function
// and the feed read and write it the same way. Bad input is refused with one line saying why.
import { z } from 'zod';
import { LIST_PAGE_SIZE } from '../constants';
import { JobTypeSchema } from './job';
import { groupParameters } from '../callables/query-parameters';
import {
  LIST_PARAMETERS,
  listSearchParams,
  sortsByConfirmed,
  type JobList,
  type ListSort,
} from './job-list';
import { listParametersSchema, listOf, withListRules } from './job-list-parameters';
import { once } from '../once';

/** A page number no board reaches (90 a page): past it, the number itself is refused. */
const MAX_PAGE = 100_000;
/**
 * The deepest page a search (a list with `q`) shows. Past it the pager says to narrow the search,
 * and the search function refuses the page: each deeper page of a text search costs a longer walk
 * through the search text, and nobody reads the 901st match of a search.
 */
export const MAX_SEARCH_PAGE = 10;
/** The most matches a search shows: its pages' cards. Its count stops one past this. */
export const MAX_SEARCH_RESULTS = MAX_SEARCH_PAGE * LIST_PAGE_SIZE;

export const BOARD_PARAMETERS = [...LIST_PARAMETERS, 'page'] as const;

/** One page of a list. A list without a type (both) is a company's. */
export interface BoardQuery extends JobList {
  /** From 1. */
  page: number;
}

export type BoardQueryResult = { ok: true; query: BoardQuery } | { ok: false; message: string };

/**
 * A board query's parameters, checked. Built on the first parse, not as the module loads: only
 * the functions parse a board's query string, and the app, which loads this module for a card's
 * fields and a page's count, would otherwise build this schema on its first load for nothing.
 */
const parametersSchema = once(() =>
  withListRules(
    listParametersSchema().extend({
      page: z
        .array(
          z
            .string()
            .regex(/^[1-9]\d{0,5}$/, { error: 'page must be a whole number from 1.' })
            .transform(Number)
            .pipe(z.number().max(MAX_PAGE, { error: 'page is past any board’s last page.' })),
        )
        .max(1, { error: 'page may be given only once.' }),
    }),
  ).refine((values) => values.type.length === 1 || values.company.length === 1, {
    error: 'type must be given once: Job or Internship.',
  }),
);

/** A list searched by text (`q` not blank): it shows at most MAX_SEARCH_PAGE pages. */
export const isTextSearch = (query: Pick<BoardQuery, 'query'>) => query.query.trim() !== '';

/**
 * Reads a query string as the list pages write it (URLSearchParams: `+` is a space, `country`
 * and `city` repeat). A parameter it does not know is refused rather than ignored, so a typo is
 * seen when the URL is tried, and junk cannot make the CDN miss for nothing. A list names its
 * type, unless it is a company's (then it holds both).
 */
export function parseBoardQuery(search: string | URLSearchParams): BoardQueryResult {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const grouped = groupParameters(params, BOARD_PARAMETERS, 'a job list');
  if (!grouped.ok) return grouped;
  const parsed = parametersSchema().safeParse(grouped.values);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  const query: BoardQuery = { ...listOf(parsed.data), page: parsed.data.page[0] ?? 1 };
  if (isTextSearch(query) && query.page > MAX_SEARCH_PAGE) {
    return { ok: false, message: pastSearchPagesMessage(query.page) };
  }
  return { ok: true, query };
}

/** Why a search's page past MAX_SEARCH_PAGE is refused, and what to do instead. */
export function pastSearchPagesMessage(page: number): string {
  return `page ${page} is past the last page a search shows (${MAX_SEARCH_PAGE}): narrow the search (more words, a country or a city) to see more of its jobs.`;
}

/**
 * The query string of a board query, in one order (type, q, countries, cities, company, pay,
 * minpay, per, sort, page),
 * leaving out what is default: the same search is always the same URL, so the CDN answers repeats.
 */
export function boardQueryString(query: BoardQuery): string {
  const params = listSearchParams(query);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** What a list shows of a job on its card, and what saving and sharing it need. */
export const JobCardSchema = z.object({
  id: z.string().min(1).max(200),
  Title: z.string(),
  Company: z.string(),
  Country: z.string().optional(),
  City: z.string().optional(),
  Type: JobTypeSchema,
  createdAt: z.coerce.date(),
  /** When its poster last said it is still open (still-hiring.ts); absent until they do. */
  confirmedAt: z.coerce.date().optional(),
  /** The domain its poster verified, when they had (domain/employers). */
  verifiedDomain: z.string().max(253).optional(),
  /** What it pays, as the job says it (its Salary: pay.ts's payText for a job with Pay). */
  Salary: z.string().optional(),
});
export type JobCard = z.infer<typeof JobCardSchema>;

/** The card's fields, from its schema: every list that copies, compares or selects a card's. */
export const JOB_CARD_FIELDS = JobCardSchema.keyof().options;

/** A job as its card shows it: its card's fields and nothing else. */
export function cardOf(job: JobCard): JobCard {
  const card: Partial<Record<keyof JobCard, unknown>> = {};
  for (const field of JOB_CARD_FIELDS) if (job[field] !== undefined) card[field] = job[field];
  return card as JobCard;
}

/** Whether two versions of a card show the same thing (a list's new answer often repeats it). */
export function sameCard(a: JobCard, b: JobCard): boolean {
  return JOB_CARD_FIELDS.every((field) => {
    const [x, y] = [a[field], b[field]];
    return x instanceof Date && y instanceof Date ? x.getTime() === y.getTime() : x === y;
  });
}

/**
 * The search function's answer: one page of cards in the list's order (listOrder), and how many
 * match. A search
 * counts no further than it shows: when more than MAX_SEARCH_RESULTS match, `total` is
 * MAX_SEARCH_RESULTS and `capped` says that more match than that.
 */
export const BoardPageSchema = z.object({
  jobs: z.array(JobCardSchema).max(LIST_PAGE_SIZE),
  total: z.number().int().min(0),
  capped: z.literal(true).optional(),
  page: z.number().int().min(1),
  pageSize: z.literal(LIST_PAGE_SIZE),
});
export type BoardPage = z.infer<typeof BoardPageSchema>;

/** Later first; at the same moment by id, the greater first, so pages never overlap. */
const laterFirst = (a: Date, aId: string, b: Date, bId: string) => {
  const byTime = b.getTime() - a.getTime();
  return byTime !== 0 ? byTime : aId < bId ? 1 : aId > bId ? -1 : 0;
};

/**
 * A list's order, as the search index gives it: newest first, jobs posted at the same moment by
 * id, the greater first. Every list that merges pages or answers sorts with this, or with
 * listOrder for a list that may be sorted otherwise.
 */
export function newestFirst(
  a: { createdAt: Date; id: string },
  b: { createdAt: Date; id: string },
): number {
  return laterFirst(a.createdAt, a.id, b.createdAt, b.id);
}

type Dated = { createdAt: Date; confirmedAt?: Date | undefined; id: string };

/** The latest time a job was known to be open: when its poster last confirmed it, else posted. */
export const knownOpenAt = (job: { createdAt: Date; confirmedAt?: Date | undefined }): Date =>
  job.confirmedAt ?? job.createdAt;

/** Newest confirmed open first (knownOpenAt), ties by id as newestFirst's: sort=confirmed. */
export function newestConfirmedFirst(a: Dated, b: Dated): number {
  return laterFirst(knownOpenAt(a), a.id, knownOpenAt(b), b.id);
}

/** The order of a list sorted so: the search index's, for merging pages and answers. */
export function listOrder(sort: { sort?: ListSort | undefined }): (a: Dated, b: Dated) => number {
  return sortsByConfirmed(sort) ? newestConfirmedFirst : newestFirst;
}

/** How many pages `total` jobs fill; an empty list is one page, saying it is empty. */
export function pageCountOf(total: number, pageSize = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * How many pages a list shows: all it fills, or, for a search that matched more than it shows
 * (`capped`), as many as MAX_SEARCH_RESULTS fills at this page size.
 */
export function shownPageCount(
  { total, capped }: { total: number; capped?: boolean | undefined },
  pageSize = LIST_PAGE_SIZE,
): number {
  return capped ? Math.floor(MAX_SEARCH_RESULTS / pageSize) : pageCountOf(total, pageSize);
}

/** The places of one type's open jobs, most jobs first, for the Countries and Cities choices. */
export const BoardPlacesSchema = z.object({
  countries: z.array(z.object({ name: z.string(), jobs: z.number().int().min(1) })),
  /** Only the cities of the chosen countries, or every city when none is chosen. */
  cities: z.array(z.object({ name: z.string(), jobs: z.number().int().min(1) })),
});
export type BoardPlaces = z.infer<typeof BoardPlacesSchema>;
