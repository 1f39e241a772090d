// A part of the app whose code loads after the page is on screen, read by the components that
// show it: nothing until it has loaded, then the part itself. Unlike React's lazy(), nothing
// suspends while it loads, so a page the server painted, which shows the part's place as
// "not loaded", is hydrated as it is (a suspended boundary would be thrown away and built
// again), and the part takes its place in a render of its own once it has come.
import { useSyncExternalStore } from 'react';

export interface LoadedPart<T> {
  /** Starts the loading (once) and calls `onChange` when it has ended. */
  subscribe(onChange: () => void): () => void;
  /** What has loaded so far: the part, or null; throws the loading's error if it failed. */
  current(): T | null;
}

export function loadedPart<T>(load: () => Promise<T>): LoadedPart<T> {
  let state:
    | { status: 'idle' | 'loading' }
    | { status: 'loaded'; part: T }
    | { status: 'failed'; error: unknown } = {
    status: 'idle',
  };
  const listeners = new Set<() => void>();
  const settle = (next: typeof state) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      if (state.status === 'idle') {
        state = { status: 'loading' };
        load().then(
          (part) => settle({ status: 'loaded', part }),
          (error: unknown) => settle({ status: 'failed', error }),
        );
      }
      return () => listeners.delete(onChange);
    },
    current() {
      if (state.status === 'failed') throw state.error;
      return state.status === 'loaded' ? state.part : null;
    },
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

const noSubscription = () => () => {};
const nothing = () => null;
