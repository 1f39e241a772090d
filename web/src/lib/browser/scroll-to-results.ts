// The spec's custom scroll event: after a filter applies, the page brings its results into view.
import { useEffect, type RefObject } from 'react';

export const SCROLL_TO_RESULTS_EVENT = 'portal:scroll-to-results';

export function requestScrollToResults(): void {
  window.dispatchEvent(new CustomEvent(SCROLL_TO_RESULTS_EVENT));
}

/** Scrolls `target` to `offsetPx` below the top of the window whenever results are asked for. */
export function useScrollToResultsTarget(target: RefObject<HTMLElement | null>, offsetPx: number) {
  useEffect(() => {
    const scroll = () => {
      const element = target.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY - offsetPx;
      window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
    };
    window.addEventListener(SCROLL_TO_RESULTS_EVENT, scroll);
    return () => window.removeEventListener(SCROLL_TO_RESULTS_EVENT, scroll);
  }, [target, offsetPx]);
}
