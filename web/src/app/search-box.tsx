// The header's search: applied 400 ms after the last keystroke (at once on Enter), written to
// the URL, then the page brings its results into view.
import { FILTER_DEBOUNCE_MS } from '@portal/domain/constants';
import { useState, type FormEvent } from 'react';
import { useJobFilterParams } from '../lib/browser/job-filter-params';
import { requestScrollToResults } from '../lib/browser/scroll-to-results';
import { useDebouncedCallback } from '../lib/browser/use-debounced-callback';

export function SearchBox() {
  const { filter, applyFilter } = useJobFilterParams();
  const [text, setText] = useState(filter.query);
  // The URL is the truth: Back, a shared link or 'Clear filters' change the box too.
  const [shownQuery, setShownQuery] = useState(filter.query);
  if (filter.query !== shownQuery) {
    setShownQuery(filter.query);
    setText(filter.query);
  }

  const apply = (query: string) => {
    if (query === filter.query) return;
    applyFilter({ query });
    // After the list has re-rendered with the new results.
    requestAnimationFrame(requestScrollToResults);
  };
  const debounced = useDebouncedCallback(apply, FILTER_DEBOUNCE_MS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    debounced.cancel();
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
          debounced.call(event.target.value);
        }}
      />
    </form>
  );
}
