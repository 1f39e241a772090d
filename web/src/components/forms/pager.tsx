// Previous / Next paging with 'Page X of Y'; nothing at all when everything fits on one page.
// It only reports the page asked for: where the view scrolls to is the caller's business.
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
}

export function Pager({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  waiting = false,
}: PagerProps) {
  if (pageCount <= 1) return null;
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
        Page {page} of {pageCount}
      </p>
      <button
        type="button"
        className="button"
        disabled={waiting || page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
