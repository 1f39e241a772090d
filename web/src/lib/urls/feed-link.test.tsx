import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { boardFeedLink, useFeedLink, type FeedLink } from './feed-link';

const SELECTOR = 'link[rel="alternate"][type="application/rss+xml"]';

function Page({ link }: { link: FeedLink | null }) {
  useFeedLink(link);
  return null;
}

const links = () =>
  [...document.head.querySelectorAll(SELECTOR)].map((link) => ({
    href: link.getAttribute('href'),
    title: link.getAttribute('title'),
  }));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('boardFeedLink', () => {
  it('names the board’s feed, with the page’s search in the site’s own parameters', () => {
    expect(boardFeedLink('Job', 'Latest Jobs')).toEqual({
      href: '/feed.xml?type=Job',
      title: 'Job Portal: Latest Jobs',
    });
    expect(
      boardFeedLink('Internship', 'Internships', {
        query: 'c++ & go',
        countries: ['India'],
        cities: ['Pune', 'New Delhi'],
      }),
    ).toEqual({
      href: '/feed.xml?type=Internship&q=c%2B%2B+%26+go&country=India&city=New+Delhi&city=Pune',
      title: 'Job Portal: Internships matching this search',
    });
    expect(boardFeedLink('Job', 'Latest Jobs', { query: '  ', countries: [], cities: [] })).toEqual(
      { href: '/feed.xml?type=Job', title: 'Job Portal: Latest Jobs' },
    );
  });

  it('names no order: a feed lists new jobs as they are posted', () => {
    const sorted = { query: 'chef', countries: [], cities: [], sort: 'confirmed' as const };
    expect(boardFeedLink('Job', 'Latest Jobs', sorted)).toEqual({
      href: '/feed.xml?type=Job&q=chef',
      title: 'Job Portal: Latest Jobs matching this search',
    });
    // Ordered alone, a list is the board itself, searched for nothing.
    expect(boardFeedLink('Job', 'Latest Jobs', { ...sorted, query: '' })).toEqual({
      href: '/feed.xml?type=Job',
      title: 'Job Portal: Latest Jobs',
    });
  });

  it('gives no link for a search the feed would refuse', () => {
    const countries = Array.from({ length: 21 }, (_, i) => `C${i}`);
    expect(boardFeedLink('Job', 'Latest Jobs', { query: '', countries, cities: [] })).toBeNull();
    expect(
      boardFeedLink('Job', 'Latest Jobs', { query: 'x'.repeat(201), countries: [], cities: [] }),
    ).toBeNull();
  });
});

describe('useFeedLink', () => {
  it('takes the painted page’s link’s place, follows the search, and leaves with the page', () => {
    document.head.innerHTML = `<link rel="alternate" type="application/rss+xml" title="Painted" href="/feed.xml?type=Job">`;
    const first = { href: '/feed.xml?type=Job&q=go', title: 'Job Portal: Latest Jobs' };
    const { rerender, unmount } = render(<Page link={first} />);
    expect(links()).toEqual([first]);
    const next = { href: '/feed.xml?type=Job&q=rust', title: 'Job Portal: Latest Jobs' };
    rerender(<Page link={next} />);
    expect(links()).toEqual([next]);
    rerender(<Page link={null} />);
    expect(links()).toEqual([]);
    rerender(<Page link={next} />);
    unmount();
    expect(links()).toEqual([]);
  });

  it('keeps the server-rendered page’s link node when it is already the page’s', () => {
    const link = { href: '/feed.xml?type=Job', title: 'Job Portal: Latest Jobs' };
    document.head.innerHTML = `<link rel="alternate" type="application/rss+xml" title="${link.title}" href="${link.href}">`;
    const rendered = document.head.querySelector(SELECTOR);
    const { unmount } = render(<Page link={link} />);
    expect(document.head.querySelector(SELECTOR)).toBe(rendered);
    expect(links()).toEqual([link]);
    unmount();
    expect(links()).toEqual([]);
  });
});
