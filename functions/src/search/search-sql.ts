// The board's questions to the search index, as parameterised SQL: nothing a caller sends is
// ever part of the statement's text. A match is exactly domain's (job-search.ts): the open jobs
// of a type (or of both, a company's list) whose search text includes the query's needle, in the
// chosen countries and cities, of the chosen company, showing pay or paying the minimum asked;
// newest posted first, or with sort=confirmed newest confirmed open first (listOrder).
import { MAX_SEARCH_RESULTS, type BoardQuery } from '@portal/domain/jobs/board-query';
import { sortsByConfirmed } from '@portal/domain/jobs/job-list';
import { LIST_PAGE_SIZE } from '@portal/domain/constants';
import { FIELD_SEPARATOR, placeOf, searchNeedle } from '@portal/domain/jobs/job-search';
import { perYear } from '@portal/domain/jobs/pay';
import { typeKey } from './search-text';

/** Chosen places as the index stores them (trimmed, storable), none blank. */
const places = (values: readonly string[]) => values.map(placeOf).filter(Boolean);

export interface Statement {
  text: string;
  values: unknown[];
}

/** `%`, `_` and `\` as themselves in a LIKE pattern (escape character `\`). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Conditions being written, joined by `and`: each value a parameter, named by its place. */
class Conditions {
  private readonly values: unknown[] = [];
  private readonly parts: string[] = [];

  /** A condition on a value: `sql` is given the value's parameter ($n). */
  add(sql: (at: string) => string, value: unknown): this {
    this.values.push(value);
    this.parts.push(sql(`$${this.values.length}`));
    return this;
  }

  /** A condition with no value of the caller's in it. */
  fixed(sql: string): this {
    this.parts.push(sql);
    return this;
  }

  get statement(): Statement {
    return { text: this.parts.join(' and '), values: [...this.values] };
  }
}

/**
 * The open jobs of a list's type (either, when it has none) and of its company (any, when none):
 * every list's first conditions, and all that its places are counted over.
 */
function openJobsOf(query: Pick<BoardQuery, 'type' | 'company'>, now: Date): Conditions {
  const where = new Conditions();
  if (query.type) where.add((at) => `type = ${at}`, query.type);
  if (query.company) where.add((at) => `company_slug = ${at}`, query.company);
  return where.fixed("status = 'active'").add((at) => `expires_at > ${at}`, now.toISOString());
}

/**
 * The conditions of a board query, or null when nothing can match (a needle that holds the
 * field separator). Each value is a parameter; the statement's text depends only on which
 * conditions there are.
 */
function conditions(query: BoardQuery, now: Date): Statement | null {
  const needle = searchNeedle(query.query);
  if (needle === null) return null;
  const where = openJobsOf(query, now);
  // Every job of the list holds a needle its type holds (Type is a searched field): no condition.
  // Any other, after the type that leads the indexed text (search-text.ts); a list of both types
  // (a company's) looks anywhere in the text.
  const type = query.type ? typeKey(query.type) : null;
  if (needle !== '' && !type?.includes(needle)) {
    where.add(
      (at) => `search_text like ${at} escape '\\'`,
      type ? `${type}${FIELD_SEPARATOR}%${likeLiteral(needle)}%` : `%${likeLiteral(needle)}%`,
    );
  }
  const [countries, cities] = [places(query.countries), places(query.cities)];
  if (countries.length) where.add((at) => `country = any(${at}::text[])`, countries);
  if (cities.length) where.add((at) => `city = any(${at}::text[])`, cities);
  if (query.showsPay) where.fixed('shows_pay');
  // A minimum is a job's yearly rupees (null for pay in any other currency: no match) at least
  // the minimum's, per year.
  if (query.minPay) {
    where.add(
      (at) => `yearly_rupees >= ${at}::bigint`,
      query.minPay.amount * perYear(query.minPay.per),
    );
  }
  return where.statement;
}

/** A card's columns, as every list statement selects them. */
const CARD_COLUMNS =
  'id, title, company, country, city, type, created_at, verified_domain, pay_text, confirmed_at';
/** A list's order: newest first, ties by id, so pages never overlap. */
const NEWEST_FIRST = 'created_at desc, id desc';
/**
 * sort=confirmed's: the latest time each job was known open first (domain's newestConfirmedFirst),
 * ties by id; a row whose time the reconciler has yet to write comes last. As the
 * job_search_newest_open index orders it, so a first page reads no more than it shows.
 */
const NEWEST_CONFIRMED_FIRST = 'known_open_at desc nulls last, id desc';

/** The columns the orders read beyond a card's, which a search's matches keep to be ordered. */
const SORT_COLUMNS = 'known_open_at';

/** The order of a list's statements. */
export const orderOf = (query: Pick<BoardQuery, 'sort'>) =>
  sortsByConfirmed(query) ? NEWEST_CONFIRMED_FIRST : NEWEST_FIRST;

/**
 * A page of a list without a search (the board, or its places): its cards, or null when nothing
 * can match. Its count is countStatement's, exact.
 */
export function pageStatement(query: BoardQuery, now: Date): Statement | null {
  const where = conditions(query, now);
  if (!where) return null;
  const values = [...where.values, LIST_PAGE_SIZE, (query.page - 1) * LIST_PAGE_SIZE];
  const text = `select ${CARD_COLUMNS}
    from job_search where ${where.text}
    order by ${orderOf(query)}
    limit $${values.length - 1} offset $${values.length}`;
  return { text, values };
}

/**
 * How many jobs a list without a search holds, or null: none can. Exact, and cheap: it reads no
 * search text (the job_search_open_pay index holds all it needs, pay filters too).
 */
export function countStatement(query: BoardQuery, now: Date): Statement | null {
  const where = conditions(query, now);
  if (!where) return null;
  return {
    text: `select count(*)::int as total from job_search where ${where.text}`,
    values: where.values,
  };
}

/**
 * A page of a search (a list with `q`) and its count, in one statement, or null when nothing can
 * match. The matches are read newest first and no further than one past MAX_SEARCH_RESULTS, the
 * most a search shows (board-query.ts): the page is cut from them, and their number is the count,
 * exact up to MAX_SEARCH_RESULTS, and past it only "more". One pass over the search text at
 * most, whatever the needle:
 *
 * - a needle most jobs hold ('e', 'a', 'in'; no trigram index serves one or two characters) is
 *   found by walking the newest-first index until MAX_SEARCH_RESULTS + 1 have matched: a few
 *   thousand rows, not the board;
 * - a needle the trigram index serves is found through it;
 * - a needle that is rare and too short for the trigram index ('ó', 'qj') is the worst case: one
 *   read of every open job's text of the type, where the page and its count once read it twice.
 *
 * Every row has the count; a page past the matches has one row, its card columns null.
 */
export function searchStatement(query: BoardQuery, now: Date): Statement | null {
  const where = conditions(query, now);
  if (!where) return null;
  const values = [
    ...where.values,
    MAX_SEARCH_RESULTS + 1,
    (query.page - 1) * LIST_PAGE_SIZE,
    LIST_PAGE_SIZE,
  ];
  const at = (back: number) => `$${values.length - back}`;
  const order = orderOf(query);
  const text = `with hits as (
      select ${CARD_COLUMNS}, ${SORT_COLUMNS} from job_search where ${where.text}
      order by ${order} limit ${at(2)})
    select (select count(*)::int from hits) as total, page.*
    from (select) as one left join (
      select ${CARD_COLUMNS} from hits order by ${order} offset ${at(1)} limit ${at(0)}
    ) as page on true`;
  return { text, values };
}

/** The countries of a list's open jobs (of its type, of its company), with how many each has. */
export function countriesStatement(query: BoardQuery, now: Date): Statement {
  const { text, values } = openJobsOf(query, now).statement;
  return {
    text: `select country as name, count(*)::int as jobs from job_search
      where ${text} and country <> ''
      group by country`,
    values,
  };
}

/** The cities of a list's open jobs in the chosen countries (all when none is chosen). */
export function citiesStatement(query: BoardQuery, now: Date): Statement {
  const where = openJobsOf(query, now);
  const countries = places(query.countries);
  if (countries.length) where.add((at) => `country = any(${at}::text[])`, countries);
  const { text, values } = where.statement;
  return {
    text: `select city as name, count(*)::int as jobs from job_search
      where ${text} and city <> ''
      group by city`,
    values,
  };
}
