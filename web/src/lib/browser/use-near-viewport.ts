// Whether an element has come near the screen: work for what lies below the fold (a list's live
// copies, say) waits until the reader is about to see it.
import { useEffect, useState, type RefObject } from 'react';

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
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
