// The page of a list the URL asks for (`?page=`), and the way to another page, written to the
// URL so it can be shared, reloaded and undone with Back.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The page number the URL asks for, from 1: NaN for a malformed one, the index's to refuse. */
export function requestedPage(value: string | null): number {
  if (value === null) return 1;
  return /^\d{1,7}$/.test(value) ? Number(value) : Number.NaN;
}

/** The page asked for, and a move to another that starts it at the top. */
export function useListPage(): { page: number; goToPage: (page: number) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const goToPage = useCallback(
    (next: number) => {
      setSearchParams((params) => {
        if (next === 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      });
      window.scrollTo({ top: 0 });
    },
    [setSearchParams],
  );
  return { page: requestedPage(searchParams.get('page')), goToPage };
}
