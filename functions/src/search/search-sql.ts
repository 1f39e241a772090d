// The board's questions to the search index, as parameterised SQL: nothing a caller sends is
// ever part of the statement's text. A match is exactly domain's (job-search.ts): the open jobs
// of a type whose search text includes the query's needle, in the chosen countries and cities.
import type { BoardQuery } from '@portal/domain/jobs/board-query';
import { LIST_PAGE_SIZE } from '@portal/domain/constants';
import { FIELD_SEPARATOR, placeOf, searchNeedle } from '@portal/domain/jobs/job-search';
import { typeKey } from './search-text';

/** Chosen places as the index stores them (trimmed, storable), none blank. */
const places = (values: readonly string[]) => values.map(placeOf).filter(Boolean);

export interface Statement {
  text: string;
  values: unknown[];
}

interface Conditions extends Statement {
  /** Whether the search text is read: a needle the list's type does not hold itself. */
  readsText: boolean;
}

/** `%`, `_` and `\` as themselves in a LIKE pattern (escape character `\`). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The conditions of a board query, or null when nothing can match (a needle that holds the
 * field separator). Each value is a parameter; the statement's text depends only on which
 * conditions there are.
 */
function conditions(query: BoardQuery, now: Date): Conditions | null {
  const needle = searchNeedle(query.query);
  if (needle === null) return null;
  const values: unknown[] = [query.type, now.toISOString()];
  const where = ['type = $1', "status = 'active'", 'expires_at > $2'];
  const add = (sql: (at: string) => string, value: unknown) => {
    values.push(value);
    where.push(sql(`$${values.length}`));
  };
  // Every job of the list holds a needle its type holds (Type is a searched field): no condition.
  // Any other, after the type that leads the indexed text (search-text.ts).
  const type = typeKey(query.type);
  const readsText = needle !== '' && !type.includes(needle);
  if (readsText) {
    add(
      (at) => `search_text like ${at} escape '\\'`,
      `${type}${FIELD_SEPARATOR}%${likeLiteral(needle)}%`,
    );
  }
  const [countries, cities] = [places(query.countries), places(query.cities)];
  if (countries.length) add((at) => `country = any(${at}::text[])`, countries);
  if (cities.length) add((at) => `city = any(${at}::text[])`, cities);
  return { text: where.join(' and '), values, readsText };
}

/** The page's cards, newest first (ties by id, so pages never overlap), or null: no match. */
export function pageStatement(query: BoardQuery, now: Date): Statement | null {
  const where = conditions(query, now);
  if (!where) return null;
  const values = [...where.values, LIST_PAGE_SIZE, (query.page - 1) * LIST_PAGE_SIZE];
  const text = `select id, title, company, country, city, type, created_at, verified_domain
    from job_search where ${where.text}
    order by created_at desc, id desc
    limit $${values.length - 1} offset $${values.length}`;
  return { text, values };
}

/**
 * How many matches a search counts past the page it asks for: a text search's total is exact up
 * to `(page - 1) * LIST_PAGE_SIZE + SEARCH_COUNT_AHEAD` and that number beyond it (see
 * countStatement).
 */
export const SEARCH_COUNT_AHEAD = 1000;

/**
 * How many jobs match, or null: none can. Without a needle (the board, or its places), or with
 * one the list's type holds, the count is exact: it reads no search text, and every page of the
 * board stays reachable.
 *
 * With a needle it stops at `ahead` matches past the page's first card: exact whenever fewer
 * match, otherwise that many (a lower bound). Counting every match of a needle most jobs hold
 * ('e', 'eng', 'data': no index can prove a substring, so each job's text is read) costs a pass
 * over all the search text, about 3–6 times the target at 100,000 jobs; stopping early costs a
 * few thousand rows. The board reads the total only to count pages (pageCountOf), and a capped
 * total still promises at least `ahead` (11 pages of cards) past the page shown, so the page
 * links always reach the next matches, and each page asked for counts from its own offset: no
 * match is ever out of reach and no page is refused that has cards. Like Elasticsearch's
 * track_total_hits: a big result says "at least", a small one says exactly.
 */
export function countStatement(
  query: BoardQuery,
  now: Date,
  ahead = SEARCH_COUNT_AHEAD,
): Statement | null {
  const where = conditions(query, now);
  if (!where) return null;
  if (!where.readsText) {
    return {
      text: `select count(*)::int as total from job_search where ${where.text}`,
      values: where.values,
    };
  }
  const values = [...where.values, (query.page - 1) * LIST_PAGE_SIZE + ahead];
  return {
    text: `select count(*)::int as total from (
      select from job_search where ${where.text} limit $${values.length}) as hits`,
    values,
  };
}

/** The countries of a type's open jobs, with how many each has. */
export function countriesStatement(query: BoardQuery, now: Date): Statement {
  return {
    text: `select country as name, count(*)::int as jobs from job_search
      where type = $1 and status = 'active' and expires_at > $2 and country <> ''
      group by country`,
    values: [query.type, now.toISOString()],
  };
}

/** The cities of a type's open jobs in the chosen countries (all when none is chosen). */
export function citiesStatement(query: BoardQuery, now: Date): Statement {
  const values: unknown[] = [query.type, now.toISOString()];
  let inCountries = '';
  const countries = places(query.countries);
  if (countries.length) {
    values.push(countries);
    inCountries = 'and country = any($3::text[])';
  }
  return {
    text: `select city as name, count(*)::int as jobs from job_search
      where type = $1 and status = 'active' and expires_at > $2 and city <> '' ${inCountries}
      group by city`,
    values,
  };
}
