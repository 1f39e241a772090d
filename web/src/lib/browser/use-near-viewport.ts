// Whether an element has come near the screen: work for what lies below the fold (a list's live
// copies, say) waits until the reader is about to see it.
import { useEffect, useState, type RefObject } from 'react';

/** "Near": within a screen's height above or below the viewport (IntersectionObserver's margin). */
export const NEAR_SCREEN_MARGIN = '100% 0px';

/**
 * True once `element` has come within a screen's height of the viewport, and from then on.
 * Without IntersectionObserver, true at once.
 */
export function useNearViewport(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
