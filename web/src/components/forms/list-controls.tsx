// The order and the pay filters a list of jobs offers, on the boards and a company's page: live,
// in the URL (sort-select.tsx, pay-filter.tsx), or as the server paints them, waiting for the app.
import { PayFilter, PayFilterView } from './pay-filter';
import { SortSelect, SortSelectView } from './sort-select';

export function ListControls() {
  return (
    <>
      <SortSelect />
      <PayFilter />
    </>
  );
}

/** No pay filter: what a page the server paints shows. */
const NO_PAY_FILTER = {};

/**
 * As the server paints them, every control disabled until the app takes the page over: newest
 * posted and no pay filter, as a URL without parameters asks (the only board the server paints;
 * a company's page it paints for any URL, and the app then shows the URL's own).
 */
export function WaitingListControls() {
  return (
    <>
      <SortSelectView sort="posted" />
      <PayFilterView filter={NO_PAY_FILTER} />
    </>
  );
}
