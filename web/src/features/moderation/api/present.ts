// What every list of the console does with a query's answer: the documents that failed their
// schema read as null (reported once by the converter) and are left out.
import { useMemo } from 'react';
import type { LiveResult } from '@/lib/firebase/live-result';

export function usePresent<T>(result: LiveResult<(T | null)[]>): LiveResult<T[]> {
  return useMemo(
    (): LiveResult<T[]> =>
      result.status === 'success'
        ? { status: 'success', data: result.data.filter((item): item is T => item !== null) }
        : result,
    [result],
  );
}
