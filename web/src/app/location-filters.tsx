// 'Jobs by Countries' and 'Jobs by Cities', from the loaded jobs of the list in view. Choosing
// a country clears the chosen cities; changes apply 400 ms after the last one.
import { FILTER_DEBOUNCE_MS } from '@portal/domain/constants';
import { citiesIn, distinctCountries } from '@portal/domain/job-search';
import type { Job } from '@portal/domain/job';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MultiSelect } from '../components/multi-select';
import { useJobFilterParams } from '../lib/browser/job-filter-params';
import { useActiveJobs } from '../lib/jobs/active-jobs';
import { requestScrollToResults } from '../lib/browser/scroll-to-results';
import { useDebouncedCallback } from '../lib/browser/use-debounced-callback';

const NO_JOBS: readonly Job[] = [];

interface Places {
  countries: string[];
  cities: string[];
}

export default function LocationFilters() {
  const { pathname } = useLocation();
  const result = useActiveJobs(pathname.startsWith('/internships') ? 'Internship' : 'Job');
  const jobs = result.status === 'success' ? result.data : NO_JOBS;
  const { filter, applyFilter } = useJobFilterParams();
  const [draft, setDraft] = useState<Places>({
    countries: filter.countries,
    cities: filter.cities,
  });
  // Back, a shared link or 'Clear filters' change the URL: follow it.
  const fromUrl = JSON.stringify([filter.countries, filter.cities]);
  const [shownUrl, setShownUrl] = useState(fromUrl);
  if (fromUrl !== shownUrl) {
    setShownUrl(fromUrl);
    setDraft({ countries: filter.countries, cities: filter.cities });
  }

  const debounced = useDebouncedCallback((places: Places) => {
    applyFilter(places);
    requestAnimationFrame(requestScrollToResults);
  }, FILTER_DEBOUNCE_MS);

  const change = (places: Places) => {
    setDraft(places);
    debounced.call(places);
  };

  const countries = useMemo(() => distinctCountries(jobs), [jobs]);
  const cities = useMemo(() => citiesIn(jobs, draft.countries), [jobs, draft.countries]);

  return (
    <>
      <MultiSelect
        label="Jobs by Countries"
        options={countries}
        selected={draft.countries}
        onChange={(next) => change({ countries: next, cities: [] })}
      />
      <MultiSelect
        label="Jobs by Cities"
        options={cities}
        selected={draft.cities}
        onChange={(next) => change({ countries: draft.countries, cities: next })}
      />
    </>
  );
}
