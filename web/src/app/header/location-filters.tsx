// 'Jobs by Countries' and 'Jobs by Cities', the places of the open jobs of the list in view.
// Choosing a country clears the chosen cities; changes apply 400 ms after the last one.
import { FILTER_DEBOUNCE_MS } from '@portal/domain/constants';
import { comparePlaceNames } from '@portal/domain/jobs/job-search';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MultiSelect } from '@/components/forms/multi-select';
import { placesListOf, useJobFilter } from '@/lib/urls/job-filter-params';
import { usePlaces } from '@/lib/job-list/use-places';
import { requestScrollToResults } from '@/lib/browser/scroll-to-results';
import { useDebouncedCallback } from '@/lib/browser/use-debounced-callback';

interface Places {
  countries: readonly string[];
  cities: readonly string[];
}

export default function LocationFilters() {
  const { pathname } = useLocation();
  const list = placesListOf(pathname);
  const { filter, applyFilter } = useJobFilter();
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

  const places = usePlaces(list, draft.countries);
  // A chosen place stays a choice even when no open job is there any more, so it can be undone.
  const countries = useMemo(
    () =>
      withChosen(
        places.countries.map((place) => place.name),
        draft.countries,
      ),
    [places.countries, draft.countries],
  );
  const cities = useMemo(
    () =>
      withChosen(
        places.cities.map((place) => place.name),
        draft.cities,
      ),
    [places.cities, draft.cities],
  );

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

/** The places, already in reading order, with any chosen one they lack put in its place. */
function withChosen(names: string[], chosen: readonly string[]): string[] {
  const all = new Set(names);
  if (chosen.every((name) => all.has(name))) return names;
  for (const name of chosen) all.add(name);
  return [...all].sort(comparePlaceNames);
}
