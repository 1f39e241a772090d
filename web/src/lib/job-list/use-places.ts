// The choices of 'Jobs by Countries' and 'Jobs by Cities': the places of a type's open jobs (or a
// company's), as the search index counts them (CDN-cached). The cities narrow to the chosen countries. While a
// new answer loads, or with none to be had, the last one stands.
import type { BoardPlaces } from '@portal/domain/jobs/board-query';
import type { JobType } from '@portal/domain/jobs/job';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOnline } from '@/lib/browser/use-online';
import { useDataMode } from '@/lib/firebase/firebase-services';
import { fetchPlaces } from './search-index';

const NO_PLACES: BoardPlaces = { countries: [], cities: [] };

export function usePlaces(
  { type, company }: { type: JobType | null; company?: string },
  countries: readonly string[],
): BoardPlaces {
  const offlineMode = useDataMode() === 'offline';
  const online = useOnline();
  const { data } = useQuery({
    queryKey: ['job-list', 'places', type, company ?? null, [...countries].sort()],
    queryFn: ({ signal }) =>
      fetchPlaces({ type, countries: [...countries], ...(company && { company }) }, signal),
    // Offline mode has no search index to ask; with no network, the choices stay as they were.
    enabled: !offlineMode && online,
    placeholderData: keepPreviousData,
  });
  // A failed answer leaves the choices as they were too: they are a convenience, and the list
  // says if search fails.
  const [shown, setShown] = useState(NO_PLACES);
  if (data && data !== shown) setShown(data);
  return data ?? shown;
}
