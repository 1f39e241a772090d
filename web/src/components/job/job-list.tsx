// A list of job cards with its loading, error and empty states.
import type { JobCard as Card } from '@portal/domain/jobs/board-query';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link } from 'react-router-dom';
import { StatusMessage } from '@/components/feedback/status-message';
import type { LiveResult } from '@/lib/firebase/live-result';
import { NEAR_SCREEN_MARGIN } from '@/lib/browser/use-near-viewport';
import { useOnline } from '@/lib/browser/use-online';
import { JobCard } from './job-card';

interface JobListProps {
  result: LiveResult<readonly Card[]>;
  /** What to say when the list is empty; the spec's text by default. */
  empty?: ReactNode;
  headingLevel?: 2 | 3;
  /** Each card's company leads to its page (not on a company's own page). */
  linkCompany?: boolean;
  /**
   * The node a server-rendered page has for a job's card: shown, adopted whole, until the reader
   * nears it and the list builds that card itself, so hydrating a server-rendered board builds a
   * screenful of cards and no card ever leaves the screen.
   */
  serverRenderedCard?: (jobId: string) => Element | undefined;
  /** Told how many of the cards, from the first, the reader has come within a screen of. */
  onNear?: (count: number) => void;
}

/** Enough cards to fill a desktop screen; the rest of a page follows. */
export const FIRST_CARDS = 12;

/**
 * How many of the list's cards, from the first, it has built: a screenful at once, then up to
 * `wanted` in a transition, which React renders in short slices so a phone stays responsive
 * while up to 90 cards are built. (Building a list of its own in several steps was measured
 * slower under Lighthouse: each step lays the whole list out again.)
 */
function useRevealedCount(wanted: number): number {
  const [revealed, setRevealed] = useState(FIRST_CARDS);
  useEffect(() => {
    if (wanted > revealed) startTransition(() => setRevealed(wanted));
  }, [wanted, revealed]);
  return revealed;
}

/** Every how many cards one is watched for the reader nearing it. */
const NEAR_STEP = 5;

/**
 * Calls `onNear` with how many of the list's cards, from the first, the reader has come within
 * a screen of, as they scroll. Without IntersectionObserver, all of them.
 */
function useNearCards(
  list: RefObject<HTMLUListElement | null>,
  /** Changes whenever the watched cards do (watchedCards). */
  items: string,
  onNear: ((count: number) => void) | undefined,
) {
  const report = useRef(onNear);
  useEffect(() => {
    report.current = onNear;
  });
  useEffect(() => {
    const cards = list.current ? [...list.current.children] : [];
    if (!report.current || cards.length === 0) return;
    if (typeof IntersectionObserver === 'undefined') {
      report.current(cards.length);
      return;
    }
    const indexOf = new Map<Element, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        let count = 0;
        for (const entry of entries) {
          if (entry.isIntersecting) count = Math.max(count, indexOf.get(entry.target)! + NEAR_STEP);
        }
        if (count > 0) report.current?.(count);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    cards.forEach((item, index) => {
      if (index % NEAR_STEP !== 0) return;
      indexOf.set(item, index);
      observer.observe(item);
    });
    return () => observer.disconnect();
  }, [list, items]);
}

/**
 * What the watched cards are: the jobs at the watched places, and how many are the list's own
 * cards rather than server-rendered ones. A job that leaves while another enters keeps the list's length,
 * but puts new cards at the watched places, which must be watched in turn.
 */
function watchedCards(jobs: readonly Card[], revealed: number): string {
  const watched = jobs.filter((_, index) => index % NEAR_STEP === 0).map((job) => job.id);
  return `${Math.min(revealed, jobs.length)}:${watched.join(' ')}`;
}

function adopt(node: Element) {
  return (item: HTMLLIElement | null) => {
    if (item && node.parentNode !== item) item.replaceChildren(node);
  };
}

/**
 * Memoised: a page re-renders whenever the query cache tells it of an answer (synchronously, in
 * one task), and its list of up to 90 cards need not come along unless its own props changed.
 */
export const JobList = memo(function JobList({
  result,
  empty = 'No jobs available.',
  headingLevel,
  linkCompany,
  serverRenderedCard,
  onNear,
}: JobListProps) {
  const online = useOnline();
  // Over server-rendered cards, the list builds its own as the reader nears them: until then the
  // server's card is on screen, the same to the eye, and a first visit's main thread is spared
  // building and laying out cards nobody has scrolled to (most of a page, on a phone).
  const [near, setNear] = useState(0);
  const revealed = useRevealedCount(
    serverRenderedCard ? near : result.status === 'success' ? result.data.length : 0,
  );
  const reportNear = useCallback(
    (count: number) => {
      setNear((now) => Math.max(now, count));
      onNear?.(count);
    },
    [onNear],
  );
  const list = useRef<HTMLUListElement>(null);
  useNearCards(
    list,
    result.status === 'success' ? watchedCards(result.data, revealed) : result.status,
    serverRenderedCard || onNear ? reportNear : undefined,
  );
  if (result.status === 'loading') {
    // Loading with no connection means a first visit that has nothing cached yet.
    return online ? (
      <StatusMessage kind="loading">Loading jobs...</StatusMessage>
    ) : (
      <StatusMessage kind="offline">
        You are offline. Jobs will load when you are back online.
      </StatusMessage>
    );
  }
  if (result.status === 'error') return <ListError error={result.error} />;
  if (result.data.length === 0) return <StatusMessage kind="empty">{empty}</StatusMessage>;
  return (
    <ul className="job-list" ref={list}>
      {result.data.map((job, index) => {
        const rendered = index < revealed ? undefined : serverRenderedCard?.(job.id);
        // Keyed apart from the live card's item, so that item is a new one, not this one with
        // the server's node still in it.
        if (rendered) return <li key={`server-${job.id}`} ref={adopt(rendered)} />;
        // A card built by the list; so is any the server did not render (a job new since).
        return index < revealed || serverRenderedCard ? (
          <li key={job.id}>
            <JobCard job={job} headingLevel={headingLevel} linkCompany={linkCompany} />
          </li>
        ) : null;
      })}
    </ul>
  );
});

/** Why a list has nothing to show: its own words for a refused search or a missing network. */
function ListError({ error }: { error: Error }) {
  if (error.name === 'BoardQueryRefusedError' || error.name === 'SearchBusyError') {
    return <StatusMessage kind="error">{error.message}</StatusMessage>;
  }
  if (error.name === 'SearchNeedsConnectionError') {
    return (
      <StatusMessage kind="offline">
        Searching needs a connection. Your saved jobs are readable offline:{' '}
        <Link to="/?show=saved">see your saved jobs</Link>.
      </StatusMessage>
    );
  }
  return (
    <StatusMessage kind="error">
      Fetching jobs failed. Check your connection and try again.
    </StatusMessage>
  );
}
