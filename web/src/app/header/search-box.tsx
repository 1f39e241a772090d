// The header's search. On a page with a job list (the boards, and a job's More Jobs) it applies
// 400 ms after the last keystroke (at once on Enter or the Search button), written to the URL,
// then the page brings its results into view. Elsewhere typing changes nothing until the visitor
// searches, which goes to the board: a page that changed on input alone would take the visitor
// somewhere they did not ask to go (WCAG 3.2.2).
import { FILTER_DEBOUNCE_MS } from '@portal/domain/constants';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Search } from '@/components/icons';
import { hasJobList, useJobFilter } from '@/lib/urls/job-filter-params';
import { requestScrollToResults } from '@/lib/browser/scroll-to-results';
import { useDebouncedCallback } from '@/lib/browser/use-debounced-callback';

export function SearchBox() {
  const { pathname } = useLocation();
  const listed = hasJobList(pathname);
  const { filter, applyFilter } = useJobFilter();
  const [text, setText] = useState(filter.query);
  // The URL is the truth: Back, a shared link or 'Clear filters' change the box too, and so does
  // moving to another page, which drops words typed but never searched for.
  const [shown, setShown] = useState({ query: filter.query, pathname });
  if (filter.query !== shown.query || pathname !== shown.pathname) {
    setShown({ query: filter.query, pathname });
    setText(filter.query);
  }

  const apply = (query: string) => {
    // Off a list, searching always goes to the board, even for the words already in the URL.
    if (listed && query === filter.query) return;
    applyFilter({ query });
    // After the list has re-rendered with the new results.
    requestAnimationFrame(requestScrollToResults);
  };
  const { call, cancel } = useDebouncedCallback(apply, FILTER_DEBOUNCE_MS);
  // Words typed on one page are not applied to the next, which may have no list.
  useEffect(() => {
    cancel();
  }, [pathname, cancel]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancel();
    apply(text);
  };

  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <label htmlFor="job-search" className="visually-hidden">
        Search jobs
      </label>
      <input
        id="job-search"
        type="search"
        placeholder="Search jobs, companies, skills"
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (listed) call(event.target.value);
        }}
      />
      <button type="submit" className="icon-button search-button" aria-label="Search">
        <Search />
      </button>
    </form>
  );
}
