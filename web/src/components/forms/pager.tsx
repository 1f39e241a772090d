// Previous / Next paging with 'Page X of Y'; nothing at all when everything fits on one page.
// It only reports the page asked for: where the view scrolls to is the caller's business.
import { useId } from 'react';
import './pager.css';

interface PagerProps {
  /** The page in view, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark; two pagers on one page need different names. */
  label?: string;
  /** Shown but waiting: a page the server painted, until the app takes it over. */
  waiting?: boolean;
  /**
   * More match than these pages: a search shows only its first pages (board-query.ts,
   * MAX_SEARCH_PAGE). The count says "more than", and the last page, instead of a next one,
   * says to narrow the search.
   */
  capped?: boolean;
}

export function Pager({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  waiting = false,
  capped = false,
}: PagerProps) {
  const noteId = useId();
  if (pageCount <= 1) return null;
  // At the last page a search shows, Next stays focusable (a reader who pressed it keeps their
  // place) and its description says why there is no next page.
  const atCap = capped && page >= pageCount;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button"
        disabled={waiting || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </button>
      <p className="pager-status" aria-live="polite">
        Page {page} of {capped ? `more than ${pageCount}` : pageCount}
      </p>
      <button
        type="button"
        className="button"
        disabled={waiting || (!atCap && page >= pageCount)}
        aria-disabled={atCap || undefined}
        aria-describedby={atCap ? noteId : undefined}
        onClick={() => {
          if (!atCap) onPageChange(page + 1);
        }}
      >
        Next
      </button>
      {atCap && (
        <p id={noteId} className="pager-note" role="status">
          A search shows its first {pageCount} pages. To see more of its jobs, narrow it: add a
          word, or choose a country or a city.
        </p>
      )}
    </nav>
  );
}
