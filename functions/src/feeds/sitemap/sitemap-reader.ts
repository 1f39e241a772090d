// The sitemap as Firestore and the search index have it: counted first (an aggregation of the
// open jobs, no document read; the companies with open jobs, from the index), then either the
// index of its parts or one part, read a page at a time, so a board of any size costs one part's
// worth of memory. Companies come from the search index because only it can list each company
// once: a company is every spelling of its name (companySlug), which no Firestore query groups,
// and reading every open job's name on each request would cost a read per job. The index lists
// them from job_search_company alone, one pass over the open jobs' index entries.
import { LIST_PAGE_SIZE } from '@portal/domain/constants';
import { isJobOpen, JOB_TYPES, type JobType } from '@portal/domain/jobs/job';
import type { Firestore } from 'firebase-admin/firestore';
import { countOpenJobs, newestActiveJobStamps, openJobChanges } from './sitemap-jobs';
import {
  buildSitemapIndex,
  buildUrlset,
  companyUrl,
  jobUrl,
  SITEMAP_MAX_URLS,
  sitemapPart,
  sitemapPartCount,
  staticPageUrls,
  type PartRange,
  type SitemapUrl,
} from './sitemap';
import { partOutOfRange } from './sitemap-query';

/** Jobs read per Firestore query while building a part. */
const SITEMAP_PAGE_SIZE = 1000;

/** The newest change among the open jobs a board shows on its first page, or undefined. */
async function boardChanged(db: Firestore, type: JobType, now: number): Promise<Date | undefined> {
  const stamps = await newestActiveJobStamps(db, LIST_PAGE_SIZE, type);
  let newest: Date | undefined;
  for (const stamp of stamps) {
    if (isJobOpen(stamp, now) && (!newest || stamp.updatedAt > newest)) newest = stamp.updatedAt;
  }
  return newest;
}

async function boardsChanged(db: Firestore, now: number): Promise<Partial<Record<JobType, Date>>> {
  const dates = await Promise.all(JOB_TYPES.map((type) => boardChanged(db, type, now)));
  return Object.fromEntries(JOB_TYPES.map((type, i) => [type, dates[i]]));
}

export type SitemapAnswer = { ok: true; xml: string } | { ok: false; message: string };

/** What a sitemap needs read: how many parts it has, and the URLs of one. */
export interface SitemapReads {
  parts(now: number): Promise<number>;
  /** Part `part` (from 1, at most `parts`): the site's pages in the first, then its companies and jobs. */
  urls(part: number, now: number): Promise<SitemapUrl[]>;
}

/** The companies with open jobs (search/open-companies.ts, on the search index). */
export interface SitemapCompanies {
  count(now: number): Promise<number>;
  read(now: number, range: PartRange): Promise<{ slug: string; newest: Date }[]>;
}

/** Where there is no search index to ask (none configured): no company pages. */
export const NO_COMPANIES: SitemapCompanies = {
  count: () => Promise.resolve(0),
  read: () => Promise.resolve([]),
};

/**
 * The reads: the open jobs on Firestore, the companies from `companies`. `maxUrls` is a sitemap's
 * limit and `pageSize` the jobs read per query; tests pass small ones.
 */
export function sitemapReads(
  db: Firestore,
  {
    companies = NO_COMPANIES,
    maxUrls = SITEMAP_MAX_URLS,
    pageSize = SITEMAP_PAGE_SIZE,
  }: { companies?: SitemapCompanies; maxUrls?: number; pageSize?: number } = {},
): SitemapReads {
  return {
    async parts(now) {
      const [jobs, companyCount] = await Promise.all([
        countOpenJobs(db, now),
        companies.count(now),
      ]);
      return sitemapPartCount({ jobs, companies: companyCount }, maxUrls);
    },
    async urls(part, now) {
      const layout = sitemapPart(part, await companies.count(now), maxUrls);
      const urls: SitemapUrl[] = layout.withPages
        ? staticPageUrls(await boardsChanged(db, now))
        : [];
      for (const company of await companies.read(now, layout.companies)) {
        urls.push(companyUrl(company));
      }
      for await (const job of openJobChanges(db, now, { ...layout.jobs, pageSize })) {
        urls.push(jobUrl(job));
      }
      return urls;
    },
  };
}

/**
 * The sitemap asked for: with no part, the whole urlset while it fits in one, else the index of
 * its parts; with a part, that part (part 1 of a sitemap with one part is the whole).
 */
export async function readSitemap(
  reads: SitemapReads,
  { part, origin, now }: { part: number | null; origin: string; now: number },
): Promise<SitemapAnswer> {
  const parts = await reads.parts(now);
  const outOfRange = part === null ? null : partOutOfRange(part, parts);
  if (outOfRange) return { ok: false, message: outOfRange };
  if (part === null && parts > 1) return { ok: true, xml: buildSitemapIndex(origin, parts) };
  return { ok: true, xml: buildUrlset(origin, await reads.urls(part ?? 1, now)) };
}
