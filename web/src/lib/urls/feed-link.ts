// The list pages' RSS autodiscovery link (<link rel="alternate" type="application/rss+xml">):
// /feed.xml with the page's type and search, so a feed reader given the page finds its feed.
import type { JobType } from '@portal/domain/jobs/job';
import { useEffect } from 'react';
import { appConfig } from '@/lib/config/app-config-instance';
import type { JobFilterParams } from './job-filter-params';

export interface FeedLink {
  href: string;
  title: string;
}

/** What the feed accepts (functions/src/feeds/feed-query.ts): past it, it answers 400. */
const FEED_LIMITS = { query: 200, places: 20 } as const;

const NO_FILTER: JobFilterParams = { query: '', countries: [], cities: [] };

/**
 * The feed of a board (`heading` names it) with its search, or null for a search the feed
 * refuses: rather no link than one that answers 400.
 */
export function boardFeedLink(
  type: JobType,
  heading: string,
  filter: JobFilterParams = NO_FILTER,
): FeedLink | null {
  const query = filter.query.trim() ? filter.query : '';
  const { countries, cities } = filter;
  if (
    query.length > FEED_LIMITS.query ||
    countries.length > FEED_LIMITS.places ||
    cities.length > FEED_LIMITS.places ||
    [...countries, ...cities].some((place) => place.length > FEED_LIMITS.query)
  ) {
    return null;
  }
  const params = new URLSearchParams({ type });
  if (query) params.set('q', query);
  countries.forEach((country) => params.append('country', country));
  cities.forEach((city) => params.append('city', city));
  const searched = query !== '' || countries.length > 0 || cities.length > 0;
  return {
    href: `/feed.xml?${params.toString()}`,
    title: `${appConfig.productName}: ${heading}${searched ? ' matching this search' : ''}`,
  };
}

const SELECTOR = 'link[rel="alternate"][type="application/rss+xml"]';

/** Puts the feed link in the head while the page shows, in place of the painted page's. */
export function useFeedLink(link: FeedLink | null): void {
  const href = link?.href;
  const title = link?.title;
  useEffect(() => {
    document.head.querySelectorAll(SELECTOR).forEach((element) => element.remove());
    if (href === undefined || title === undefined) return;
    const element = document.createElement('link');
    element.setAttribute('rel', 'alternate');
    element.setAttribute('type', 'application/rss+xml');
    element.setAttribute('title', title);
    element.setAttribute('href', href);
    document.head.append(element);
    return () => element.remove();
  }, [href, title]);
}
