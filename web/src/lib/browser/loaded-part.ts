// A part of the app whose code loads after the page is on screen, such as Firebase's providers.
// Read two ways: as React's lazy() would (suspending until it has come), or as a value that is
// null until then, which suspends nothing. The second lets the browser take over a page the
// server painted with the part's place shown as "not loaded" (hydration) and keep it exactly as
// painted until the part comes: a boundary suspended there would be thrown away and built again.
import {
  lazy,
  startTransition,
  use,
  useEffect,
  useReducer,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

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
 * server rendered (hydration), always see null: the page must come out as it was rendered. The
 * part is shown in a transition: React renders what it brings in short slices, and waits for the
 * code that render suspends on (lazy pages and parts) before it changes the screen once, instead
 * of showing their fallbacks first.
 */
export function useLoadedPart<T>(part: LoadedPart<T> | undefined): T | null {
  const [shows, setShows] = useState(!useHydrating());
  const [, showAgain] = useReducer((renders: number) => renders + 1, 0);
  useEffect(() => {
    // Hydrated: whatever has loaded already.
    if (!shows) startTransition(() => setShows(true));
  }, [shows]);
  useEffect(() => part?.subscribe(() => startTransition(showAgain)), [part]);
  return part && shows ? part.current() : null;
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
const no = () => false;
const yes = () => true;

/** A lazy() component whose code can be asked for ahead of its first render. */
// As lazy()'s own signature: any component type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PreloadableLazy<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Starts loading the code (once); the component renders at once when it has come. */
  preload(): Promise<unknown>;
};

/**
 * As lazy(), but a render after the code has come shows the component at once. React's lazy()
 * suspends on its first render even when the module is already loaded (the import's promise
 * settles a microtask later), and a Suspense boundary mounted then shows its fallback for a
 * commit: a second change of the screen, and a second layout of it, for nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function preloadableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): PreloadableLazy<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  // A thenable that calls back at once: lazy() reads a module it already has in the same render.
  const Component = lazy(() => (loaded ? settled(loaded) : preload()));
  return Object.assign(Component, { preload });
}

function settled<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) } as Promise<T>;
}
