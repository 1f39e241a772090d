// The thin bar along the top bar showing how far down the page the reader is. Decoration only:
// the scroll bar says the same to everyone who needs it.
import { useEffect, useState } from 'react';
import './scroll-progress.css';

/**
 * Where the browser draws the bar from the page's scroll itself (scroll-progress.css), no script
 * runs for it: measuring the page in a frame of its own cost a phone a forced layout of the whole
 * page as the app took over, and again each time a list arrived.
 */
function browserDrawsTheBar(): boolean {
  return typeof CSS !== 'undefined' && CSS.supports?.('animation-timeline: scroll()') === true;
}

function scrolledPercent(): number {
  const root = document.documentElement;
  const scrollable = root.scrollHeight - root.clientHeight;
  if (scrollable <= 0) return 0;
  return Math.min(100, Math.max(0, (window.scrollY / scrollable) * 100));
}

/** The bar's width, measured once a frame at most, where the browser cannot draw it alone. */
function useScrolledPercent(measure: boolean): number {
  const [percent, setPercent] = useState(0);

  useEffect(() => {
    if (!measure) return;
    // Scroll events come faster than frames: measure at most once a frame.
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setPercent(scrolledPercent());
      });
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // The page also grows without a scroll or resize, when a list arrives.
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [measure]);

  return percent;
}

export function ScrollProgress() {
  const [drawnByBrowser] = useState(browserDrawsTheBar);
  const percent = useScrolledPercent(!drawnByBrowser);

  return (
    <div className="scroll-progress" aria-hidden="true">
      {drawnByBrowser ? (
        <div className="scroll-progress-bar scroll-progress-bar-scroll-driven" />
      ) : (
        <div className="scroll-progress-bar" style={{ width: `${percent}%` }} />
      )}
    </div>
  );
}
