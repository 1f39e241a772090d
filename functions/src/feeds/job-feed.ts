// The RSS 2.0 document of a feed's jobs, written by the `feed` package. Posted text is checked on
// its way in (xml-text.ts): the package leaves two holes a hostile title could use.
import { companyPath } from '@portal/domain/jobs/company';
import { formatLocation, type Job, type JobType } from '@portal/domain/jobs/job';
import { htmlToText } from '@portal/domain/jobs/html-text';
import { isFilterActive } from '@portal/domain/jobs/job-search';
import { Feed } from 'feed';
import type { JobList } from '@portal/domain/jobs/job-list';
import { payFilterWords } from '@portal/domain/jobs/pay-filter';
import { speakingJob } from '@portal/domain/pages/organization';
import { feedSearch } from './feed-query';
import { escapeHtmlText, xmlChars } from './xml-text';

/** How long a feed reader should wait between fetches, in minutes: the CDN's time. */
export const FEED_TTL_MINUTES = 10;

/** The longest an item's description runs, in characters. */
export const SUMMARY_CHARS = 300;

const BOARD_NAMES: Record<JobType | 'all', string> = {
  Job: 'Latest Jobs',
  Internship: 'Internships',
  all: 'Jobs and Internships',
};

const LISTED: Record<JobType | 'all', string> = {
  Job: 'jobs',
  Internship: 'internships',
  all: 'jobs and internships',
};

/** The list page showing what the feed lists. */
export function listPath(type: JobType | null): string {
  return type === 'Internship' ? '/internships' : '/';
}

/**
 * The page showing what the feed lists, with its search: a company's page (with the type, when
 * the feed names one), or the type's board.
 */
export function listLink(list: JobList): string {
  if (list.company) return `${companyPath(list.company)}${feedSearch({ ...list, company: '' })}`;
  return `${listPath(list.type)}${feedSearch({ ...list, type: null })}`;
}

export function jobPath(id: string): string {
  return `/job/${encodeURIComponent(id)}`;
}

/**
 * The company a company's feed names: as its page names it, by the job that speaks for it among
 * the feed's (its newest, or the newest a verified poster posted), so that an impostor's newer
 * post cannot rename it; its slug while it has no open job.
 */
export function feedCompanyName(list: JobList, jobs: readonly Job[]): string | undefined {
  if (!list.company) return undefined;
  return speakingJob(jobs)?.Company.trim() || list.company;
}

/**
 * 'Latest Jobs matching “react” in India, Pune paying at least ₹25,000 a month', 'Jobs and
 * Internships at Infosys': what the feed lists, in words, its pay as an alert says it.
 * `company` is the name a company's feed goes by (feedCompanyName).
 */
export function feedTitle(productName: string, list: JobList, company?: string): string {
  const { type } = list;
  const at = list.company ? ` at ${company ?? list.company}` : '';
  const board = `${productName}: ${BOARD_NAMES[type ?? 'all']}${at}`;
  if (!isFilterActive(list)) return board;
  const query = list.query.trim();
  const places = [...list.countries, ...list.cities].map((place) => place.trim());
  const where = places.filter(Boolean).join(', ');
  const pay = payFilterWords(list);
  return `${board}${query ? ` matching “${query}”` : ''}${where ? ` in ${where}` : ''}${pay ? ` ${pay}` : ''}`;
}

/** The text up to `max` characters, cut at a word where there is one, '…' marking the cut. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** 'Acme Labs · Pune, India. We build…': who, where, and how the job's description starts. */
export function jobSummary(job: Job): string {
  const who = [job.Company.trim(), formatLocation(job)].filter(Boolean).join(' · ');
  const about = htmlToText(job.Description?.trim() ? job.Description : job.Skills);
  return cut(about ? `${who}. ${about}` : who, SUMMARY_CHARS);
}

/**
 * Text for a CDATA section of the `feed` package's, which splits only the first ']]>' of a text
 * to keep it inside the section: a second one would end it, and the rest would be markup. Each
 * later ']]>' is split here the same way, so that the package's one split makes the whole right.
 */
export function forFeedCdata(text: string): string {
  const [first = '', ...rest] = xmlChars(text).split(']]>');
  return rest.length === 0 ? first : `${first}]]>${rest.join(']]]]><![CDATA[>')}`;
}

/**
 * Text for an element the `feed` package writes as text: it escapes '&', but first reads every
 * '&amp;' as '&' (so 'R&amp;D' typed in a search would come out 'R&D'); an '&' written as
 * '&amp;' here survives that.
 */
export function forFeedText(text: string): string {
  return xmlChars(text).replace(/&/g, '&amp;');
}

export interface JobFeedInput {
  jobs: readonly Job[];
  query: JobList;
  /** The site's origin, for absolute links. */
  origin: string;
  productName: string;
  now: number;
}

/**
 * The feed as RSS 2.0. An item's title is plain text; its description is HTML, as readers take
 * it (RSS 2.0 says so), holding the job's summary as text: '<' in a posting shows as '<'.
 */
export function buildJobFeed({ jobs, query, origin, productName, now }: JobFeedInput): string {
  const company = feedCompanyName(query, jobs);
  const title = feedTitle(productName, query, company);
  const searched = isFilterActive({ ...query, company: undefined });
  const feed = new Feed({
    title: forFeedText(title),
    description: forFeedText(
      `The newest open ${LISTED[query.type ?? 'all']}${company ? ` at ${company}` : ''} on ` +
        `${productName}${searched ? ' that match this search' : ''}.`,
    ),
    link: `${origin}${listLink(query)}`,
    feedLinks: { rss: `${origin}/feed.xml${feedSearch(query)}` },
    language: 'en',
    ttl: FEED_TTL_MINUTES,
    updated: new Date(now),
    generator: false,
  });
  for (const job of jobs) {
    // No guid is given: the package then uses the link, marked as the job's permanent address.
    feed.addItem({
      title: forFeedCdata(job.Title),
      link: `${origin}${jobPath(job.id)}`,
      date: job.createdAt,
      description: forFeedCdata(escapeHtmlText(jobSummary(job))),
      category: [{ name: forFeedText(job.Type) }],
    });
  }
  return feed.rss2();
}
