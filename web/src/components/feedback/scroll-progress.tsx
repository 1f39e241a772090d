// The thin bar along the top bar showing how far down the page the reader is. Decoration only:
// the scroll bar says the same to everyone who needs it.
import { useEffect, useState } from 'react';
import './scroll-progress.css';

function scrolledPercent(): number {
  const root = document.documentElement;
  const scrollable = root.scrollHeight - root.clientHeight;
  if (scrollable <= 0) return 0;
  return Math.min(100, Math.max(0, (window.scrollY / scrollable) * 100));
}

export function ScrollProgress() {
  const [percent, setPercent] = useState(0);

  useEffect(() => {
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
  }, []);

  return (
    <div className="scroll-progress" aria-hidden="true">
      <div className="scroll-progress-bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
