// The list pages' RSS autodiscovery link (<link rel="alternate" type="application/rss+xml">):
// /feed.xml with the page's list (its type or company) and search, so a feed reader given the
// page finds its feed.
import type { JobType } from '@portal/domain/jobs/job';
import { useEffect } from 'react';
import { appConfig } from '@/lib/config/app-config-instance';
import {
  EMPTY_FILTER,
  listSearchParams,
  type JobFilter,
  type JobList,
} from '@portal/domain/jobs/job-list';
import { LIST_LIMITS } from '@portal/domain/jobs/job-list-parameters';
import { isFilterActive } from '@portal/domain/jobs/job-search';

export interface FeedLink {
  href: string;
  title: string;
}

/**
 * The feed of a board (`heading` names it) with its search, or null for a search the feed
 * refuses: rather no link than one that answers 400.
 */
export function boardFeedLink(
  type: JobType,
  heading: string,
  filter: JobFilter = EMPTY_FILTER,
): FeedLink | null {
  return listFeedLink({ ...filter, type }, heading);
}

/** The feed of any list (a board's, a company's: `company` is its slug), as boardFeedLink. */
export function listFeedLink(list: JobList, heading: string): FeedLink | null {
  const { query, countries, cities } = list;
  if (
    query.trim().length > LIST_LIMITS.query ||
    countries.length > LIST_LIMITS.places ||
    cities.length > LIST_LIMITS.places ||
    [...countries, ...cities].some((place) => place.length > LIST_LIMITS.place)
  ) {
    return null;
  }
  // A feed lists new jobs as they are posted (feed-query.ts drops a sort): its link names none.
  const params = listSearchParams({ ...list, sort: undefined });
  // Searched within the list: the company is the list, not a search of it.
  const searched = isFilterActive({
    query,
    countries,
    cities,
    showsPay: list.showsPay,
    minPay: list.minPay,
  });
  return {
    href: `/feed.xml?${params.toString()}`,
    title: `${appConfig.productName}: ${heading}${searched ? ' matching this search' : ''}`,
  };
}

const SELECTOR = 'link[rel="alternate"][type="application/rss+xml"]';

function feedLinkElement(href: string, title: string): HTMLLinkElement {
  const element = document.createElement('link');
  Object.assign(element, { rel: 'alternate', type: 'application/rss+xml', title, href });
  return element;
}

/** Puts the feed link in the head while the page shows, in place of the server-rendered page's. */
export function useFeedLink(link: FeedLink | null): void {
  const href = link?.href;
  const title = link?.title;
  useEffect(() => {
    const links = [...document.head.querySelectorAll<HTMLLinkElement>(SELECTOR)];
    // The server-rendered page's own link is kept as it is: changing the head while the page
    // hydrates is work for nothing.
    const same = links.find(
      (element) => element.getAttribute('href') === href && element.title === title,
    );
    for (const element of links) if (element !== same) element.remove();
    if (href === undefined || title === undefined) return;
    const element = same ?? document.head.appendChild(feedLinkElement(href, title));
    return () => element.remove();
  }, [href, title]);
}
