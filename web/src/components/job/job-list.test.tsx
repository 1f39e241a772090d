import type { JobCard } from '@portal/domain/jobs/board-query';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeJob, serverRenderedCards } from '@/test/jobs';
import { renderPage } from '@/test/render';
import { FIRST_CARDS, JobList } from './job-list';

// Hearts read the session and the saved list: a guest here.
vi.mock('@/lib/account/session', async () => (await import('@/test/guest')).guestSession());
vi.mock('@/lib/account/saved-jobs-context', async () =>
  (await import('@/test/guest')).nothingSaved(),
);
vi.mock('@/lib/firebase/firebase-services', () => ({ useFirestore: () => ({}) }));

/** The browser's IntersectionObserver as far as the list uses it: which cards are watched. */
class WatchingObserver {
  static current: WatchingObserver | null = null;
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    WatchingObserver.current = this;
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  disconnect() {
    this.watched.clear();
  }
  /** The reader comes within a screen of `target`. */
  near(target: Element) {
    if (!this.watched.has(target)) return;
    const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const cards = (count: number, from = 1): JobCard[] =>
  Array.from({ length: count }, (_, i) => makeJob({ Title: `Role ${i + from}` }));

function renderList(jobs: JobCard[], onNear: (count: number) => void) {
  let setJobs: (next: JobCard[]) => void = () => {};
  function LiveList() {
    const [shown, setShown] = useState(jobs);
    setJobs = setShown;
    return <JobList result={{ status: 'success', data: shown }} onNear={onNear} />;
  }
  renderPage(<LiveList />);
  return { rerender: (next: JobCard[]) => act(() => setJobs(next)) };
}

/** The list item of the card titled `title`. */
const itemOf = (title: string) =>
  [...document.querySelectorAll('.job-list > li')].find((item) =>
    item.textContent?.includes(title),
  )!;

describe('JobList: how far the reader has come', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', WatchingObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('tells the board how many cards the reader has come within a screen of', () => {
    const onNear = vi.fn();
    renderList(cards(12), onNear);
    act(() => WatchingObserver.current!.near(itemOf('Role 6')));
    expect(onNear).toHaveBeenLastCalledWith(10);
    // A card that is not watched says nothing on its own.
    act(() => WatchingObserver.current!.near(itemOf('Role 8')));
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  it('watches the new card at a watched place when one job leaves and another enters', () => {
    const onNear = vi.fn();
    const jobs = cards(12);
    const { rerender } = renderList(jobs, onNear);
    // Role 2 closes and Role 13 comes up from the next page: the same length, and Role 7, which
    // nobody watched, is sixth now.
    rerender([jobs[0]!, ...jobs.slice(2), ...cards(1, 13)]);
    act(() => WatchingObserver.current!.near(itemOf('Role 7')));
    expect(onNear).toHaveBeenLastCalledWith(10);
  });
});

/** For each job, whether its server-rendered card is the one on the page. */
const shownRendered = (jobs: JobCard[], rendered: Map<string, Element>) =>
  jobs.map((job) => rendered.get(job.id)!.isConnected);

describe('JobList: hydrating server-rendered cards', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', WatchingObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('builds a screenful of its own cards, then each later one as the reader nears it', async () => {
    const jobs = cards(40);
    const rendered = serverRenderedCards(jobs);
    renderPage(
      <JobList
        result={{ status: 'success', data: jobs }}
        serverRenderedCard={(id) => rendered.get(id)}
      />,
    );
    // Every card is on the page from the start, the later ones as the server rendered them, each
    // in an item of the list's own until its live card replaces it.
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
    expect(jobs.map((job) => rendered.get(job.id)!.parentElement?.tagName ?? null)).toEqual([
      ...Array<null>(FIRST_CARDS).fill(null),
      ...Array<string>(40 - FIRST_CARDS).fill('LI'),
    ]);
    expect(shownRendered(jobs, rendered)).toEqual([
      ...Array<boolean>(FIRST_CARDS).fill(false),
      ...Array<boolean>(40 - FIRST_CARDS).fill(true),
    ]);
    expect(screen.queryByRole('button', { name: 'Save Role 20' })).toBeNull();

    // The reader comes within a screen of the 16th card: the list builds up to the 20th.
    act(() => WatchingObserver.current!.near(itemOf('Role 16')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Role 20' })).toBeEnabled());
    expect(shownRendered(jobs, rendered)).toEqual([
      ...Array<boolean>(20).fill(false),
      ...Array<boolean>(20).fill(true),
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
  });

  it('builds at once a card the server did not render, wherever it stands', () => {
    const jobs = cards(30);
    const rendered = serverRenderedCards(jobs);
    const [posted] = cards(1, 99);
    const shown = [...jobs.slice(0, 20), posted!, ...jobs.slice(20)];
    renderPage(
      <JobList
        result={{ status: 'success', data: shown }}
        serverRenderedCard={(id) => rendered.get(id)}
      />,
    );
    expect(screen.getByRole('button', { name: 'Save Role 99' })).toBeEnabled();
    expect(screen.getAllByRole('listitem')).toHaveLength(31);
    expect(shownRendered(jobs, rendered).filter(Boolean)).toHaveLength(30 - FIRST_CARDS);
  });
});
