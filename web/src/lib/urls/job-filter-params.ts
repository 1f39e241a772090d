// The search, location and pay filters and the list's order live in the URL (?q=…&country=…
// &city=…&pay=shown&minpay=…&per=…&sort=confirmed), so a search can be shared, bookmarked,
// reloaded and undone with Back.
import {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useOptimistic,
  useRef,
} from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { companyOfPath } from '@portal/domain/jobs/company';
import type { JobType } from '@portal/domain/jobs/job';
import {
  EMPTY_FILTER,
  filterFromSearch,
  listSearchParams,
  type JobFilter,
} from '@portal/domain/jobs/job-list';

/** The filter to apply to clear every filter: the search, the places and the pay (not the order). */
export const CLEARED_FILTER: JobFilter = { ...EMPTY_FILTER, showsPay: false, minPay: undefined };

/** The filter's own parameters, and the page, which a new filter or order starts again from. */
const FILTER_KEYS = ['q', 'country', 'city', 'pay', 'minpay', 'per', 'sort', 'page'];

/** The filter written over `search`, keeping any parameters that are not the filter's. */
export function searchWithFilter(search: string, filter: JobFilter): string {
  const params = new URLSearchParams(search);
  for (const key of FILTER_KEYS) params.delete(key);
  if (filter.query.trim()) params.set('q', filter.query);
  filter.countries.forEach((country) => params.append('country', country));
  filter.cities.forEach((city) => params.append('city', city));
  // The pay filters and the order as every list's URL writes them.
  const { showsPay, minPay, sort } = filter;
  for (const [key, value] of listSearchParams({ showsPay, minPay, sort })) {
    params.append(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list whose places the header offers on this path: a board's type, or a company's jobs. */
export function placesListOf(pathname: string): { type: JobType | null; company?: string } {
  const company = companyOfPath(pathname);
  if (company) return { type: null, company };
  return { type: pathname.startsWith('/internships') ? 'Internship' : 'Job' };
}

/** Pages that show a job list the filter applies to; elsewhere a search goes to `/`. */
export function hasJobList(pathname: string): boolean {
  return (
    pathname === '/' ||
    pathname === '/internships' ||
    pathname.startsWith('/job/') ||
    companyOfPath(pathname) !== null
  );
}

export function useJobFilter() {
  const location = useLocation();
  const navigate = useNavigate();
  const filter = useMemo(() => filterFromSearch(location.search), [location.search]);
  // Without a data router, the rendered location is the one a change builds on (below).
  const latest = useRef(location);
  useEffect(() => {
    latest.current = location;
  }, [location]);

  /**
   * Applies a change as a new history entry, so Back undoes it. With a data router (the app's),
   * the promise it returns resolves once the router is at the new URL; without one, it returns
   * nothing, the navigation already made.
   */
  const router = useContext(DataRouterContext)?.router;
  const applyFilter = useCallback(
    (change: Partial<JobFilter>): void | Promise<void> => {
      // Where the router is, or is going: it moves before React renders the new page (a
      // transition), and a change made in between (Shows pay, then at once Sort by) must build on
      // the URL the last one asked for, not on the one still rendered. Without a data router
      // (tests' MemoryRouter), the rendered location.
      const { pathname, search } = router
        ? (router.state.navigation.location ?? router.state.location)
        : latest.current;
      const next = { ...filterFromSearch(search), ...change };
      return navigate({
        pathname: hasJobList(pathname) ? pathname : '/',
        search: searchWithFilter(search, next),
      });
    },
    [navigate, router],
  );

  return { filter, applyFilter };
}

/**
 * useJobFilter for a control that shows the URL's filter and changes it at a tap (a checkbox, a
 * select): the router moves to the new URL as a transition, which React may finish a while later
 * (a slow phone, a list long to build), and until it has, the control shows the reader's choice,
 * not the old URL's (a ticked box that unticks itself, then ticks again).
 */
export function useJobFilterControl() {
  const { filter, applyFilter } = useJobFilter();
  const [shown, show] = useOptimistic(filter, (current, change: Partial<JobFilter>): JobFilter => ({
    ...current,
    ...change,
  }));
  const applyChosen = useCallback(
    (change: Partial<JobFilter>) =>
      startTransition(async () => {
        show(change);
        await applyFilter(change);
      }),
    [applyFilter, show],
  );
  return { filter: shown, applyFilter: applyChosen };
}
