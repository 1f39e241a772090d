// The choices of 'Jobs by Countries' and 'Jobs by Cities': the places of a type's open jobs (or a
// company's), as the search index counts them (CDN-cached). The cities narrow to the chosen
// countries. While a new answer loads, or with none to be had, the last one stands.
import type { BoardPlaces } from '@portal/domain/jobs/board-query';
import type { JobType } from '@portal/domain/jobs/job';
import { useEffect, useState } from 'react';
import { useOnline } from '@/lib/browser/use-online';
import { useDataMode } from '@/lib/firebase/firebase-services';
import { fetchBoardPlaces } from './board-api';

const NO_PLACES: BoardPlaces = { countries: [], cities: [] };

export function useBoardPlaces(
  { type, company }: { type: JobType | null; company?: string },
  countries: readonly string[],
): BoardPlaces {
  const offlineMode = useDataMode() === 'offline';
  const online = useOnline();
  const key = JSON.stringify([type, company, [...countries].sort()]);
  const [places, setPlaces] = useState<BoardPlaces>(NO_PLACES);
  useEffect(() => {
    // Offline mode has no search index to ask; with no network, the choices stay as they were.
    if (offlineMode || !online) return;
    const abort = new AbortController();
    const list = { type, countries: [...countries], ...(company && { company }) };
    fetchBoardPlaces(list, abort.signal).then(setPlaces, () => {
      // Kept as they were: the choices are a convenience, and the list says if search fails.
    });
    return () => abort.abort();
    // The key stands for the list and the countries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, offlineMode, online]);
  return places;
}
