// Live reads for React: the three states every read goes through, and hooks that follow a
// Firestore query or document with onSnapshot for as long as the component is mounted.
import {
  onSnapshot,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QuerySnapshot,
  type SnapshotListenOptions,
} from 'firebase/firestore';
import { useEffect, useEffectEvent, useState } from 'react';

export type LiveResult<T> =
  { status: 'loading' } | { status: 'error'; error: Error } | { status: 'success'; data: T };

type Source<S> = Query<S> | DocumentReference<S>;

/**
 * Follows `source` (which the caller memoises) and maps each snapshot with `read`.
 * A new source starts again from loading, so a stale result is never shown for it.
 */
function useLive<S, T>(
  source: Source<S> | null,
  read: (snapshot: QuerySnapshot<S> & DocumentSnapshot<S>) => T,
  options: SnapshotListenOptions = {},
): LiveResult<T> {
  const [state, setState] = useState<{ source: Source<S> | null; result: LiveResult<T> }>({
    source,
    result: { status: 'loading' },
  });
  // `read` is a pure mapping chosen by the hooks below and options are fixed per call site:
  // only the source decides a re-listen, so they are read when a snapshot comes, not followed.
  const readSnapshot = useEffectEvent((snapshot: unknown) =>
    read(snapshot as QuerySnapshot<S> & DocumentSnapshot<S>),
  );
  const listenOptions = useEffectEvent(() => options);
  useEffect(() => {
    if (!source) return;
    const onNext = (snapshot: unknown) =>
      setState({ source, result: { status: 'success', data: readSnapshot(snapshot) } });
    const onError = (error: Error) => setState({ source, result: { status: 'error', error } });
    // onSnapshot's overloads differ for queries and documents; both call onNext the same way.
    return source.type === 'document'
      ? onSnapshot(source, listenOptions(), onNext, onError)
      : onSnapshot(source, listenOptions(), onNext, onError);
  }, [source]);
  return state.source === source ? state.result : { status: 'loading' };
}

/** A null query listens to nothing and stays loading. */
export function useLiveQuery<T>(
  query: Query<T> | null,
  options?: SnapshotListenOptions,
): LiveResult<T[]> {
  return useLive(query, (snapshot) => snapshot.docs.map((doc) => doc.data()), options);
}

/** The document's data, or undefined when it does not exist. */
export function useLiveDoc<T>(ref: DocumentReference<T>): LiveResult<T | undefined> {
  return useLive(ref, (snapshot) => snapshot.data());
}

/**
 * The document's data, and whether the answer came from the cache alone: a document missing
 * from the cache while the server cannot be reached is not known to be missing.
 */
export function useLiveDocWithSource<T>(
  ref: DocumentReference<T>,
): LiveResult<{ data: T | undefined; fromCache: boolean }> {
  return useLive(ref, (snapshot) => ({
    data: snapshot.data(),
    fromCache: snapshot.metadata.fromCache,
  }));
}
