// A list item that leaves a live list while it holds the keyboard's focus (its action done, the
// list drops it) would leave the focus on the page's body, sending a keyboard user back to the
// top: `onLeave` puts it somewhere near instead, such as the list's heading.
import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

export function useFocusOnLeave(root: RefObject<HTMLElement | null>, onLeave: () => void): void {
  const leave = useEffectEvent(() => onLeave());
  // A layout effect's cleanup runs before the item's nodes go, while the focus is still inside.
  useLayoutEffect(() => {
    const node = root.current;
    return () => {
      if (node?.contains(document.activeElement)) leave();
    };
  }, [root]);
}
