// A part of the app whose code loads after the page is on screen, such as Firebase's providers.
// Read two ways: as React's lazy() would (suspending until it has come), or as a value that is
// null until then, which suspends nothing. The second lets the browser take over a page the
// server painted with the part's place shown as "not loaded" (hydration) and keep it exactly as
// painted until the part comes: a boundary suspended there would be thrown away and built again.
import { use, useSyncExternalStore } from 'react';

export interface LoadedPart<T> {
  /** Starts the loading (once) and calls `onChange` when it has ended. */
  subscribe(onChange: () => void): () => void;
  /** What has loaded so far: the part, or null; throws the loading's error if it failed. */
  current(): T | null;
  /** Starts the loading (once): the one promise of the part. */
  load(): Promise<T>;
}

export function loadedPart<T>(load: () => Promise<T>): LoadedPart<T> {
  let loading: Promise<T> | null = null;
  let state: { status: 'loaded'; part: T } | { status: 'failed'; error: unknown } | null = null;
  const listeners = new Set<() => void>();
  const settle = (next: NonNullable<typeof state>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const start = () => {
    loading ??= load().then(
      (part) => {
        settle({ status: 'loaded', part });
        return part;
      },
      (error: unknown) => {
        settle({ status: 'failed', error });
        throw error;
      },
    );
    return loading;
  };
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      // Failure is read through current(); this promise's rejection is not left unhandled.
      start().catch(() => {});
      return () => listeners.delete(onChange);
    },
    current() {
      if (state?.status === 'failed') throw state.error;
      return state?.status === 'loaded' ? state.part : null;
    },
    load: start,
  };
}

/**
 * The part once loaded, else null. A server render, and the browser's render of what the
 * server painted (hydration), always see null: the page must come out as it was painted.
 */
export function useLoadedPart<T>(part: LoadedPart<T> | undefined): T | null {
  return useSyncExternalStore(
    part?.subscribe ?? noSubscription,
    part ? part.current : nothing,
    nothing,
  );
}

/** The part, suspending until it has loaded (as a lazy() component's code would). */
export function useLoadedPartOrSuspend<T>(part: LoadedPart<T>): T {
  return part.current() ?? use(part.load());
}

/** True while rendering on a server or taking over what a server painted (hydrating). */
export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, no, yes);
}

const noSubscription = () => () => {};
const nothing = () => null;
const no = () => false;
const yes = () => true;
