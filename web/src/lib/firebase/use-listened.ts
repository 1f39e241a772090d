// A live read that is not a Firestore query or document (one the public reads answer, say), for
// React: its three states, starting again from loading whenever what is read changes.
import { useEffect, useEffectEvent, useState } from 'react';
import type { LiveResult } from './live-result';

/**
 * Follows what `listen` reports under `key` (a read that is not a Firestore query or document:
 * one the public reads answer, say); a new key starts again from loading. `listen` is read when
 * the key changes: the key says what is listened to.
 */
export function useListened<T>(
  key: string,
  listen: (next: (data: T) => void, fail: (error: Error) => void) => () => void,
): LiveResult<T> {
  const [state, setState] = useState<{ key: string; result: LiveResult<T> }>({
    key,
    result: { status: 'loading' },
  });
  const start = useEffectEvent((listened: string) =>
    listen(
      (data) => setState({ key: listened, result: { status: 'success', data } }),
      (error) => setState({ key: listened, result: { status: 'error', error } }),
    ),
  );
  useEffect(() => start(key), [key]);
  return state.key === key ? state.result : { status: 'loading' };
}
