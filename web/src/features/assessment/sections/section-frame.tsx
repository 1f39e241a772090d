// What every section shows around its content: its heading, which takes the focus when the
// section opens, and its timer. The timer is announced sparingly (each whole minute left, ten
// seconds left, time up), never every second.
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { clockText, timeAnnouncement, type SectionClock } from './section-clock';

interface SectionFrameProps {
  part: 1 | 2 | 3;
  title: string;
  clock: SectionClock;
  totalSeconds: number;
  /** False to leave the timer out (the paragraph's shows once the paragraph has loaded). */
  showTimer?: boolean;
  children: ReactNode;
}

export function SectionFrame({
  part,
  title,
  clock,
  totalSeconds,
  showTimer = true,
  children,
}: SectionFrameProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The focus moves as the section is put on the page, never a frame later.
  useLayoutEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="assessment-section" aria-labelledby={headingId}>
      <div className="assessment-section-header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          Part {part} of 3: {title}
        </h2>
        {showTimer && (
          <div className="assessment-timer">
            <span role="timer">
              Time left <strong>{clockText(clock.remaining)}</strong>
            </span>
            <span className="visually-hidden" aria-live="polite">
              {timeAnnouncement(clock.remaining, totalSeconds)}
            </span>
          </div>
        )}
      </div>
      {children}
    </section>
  );
}
