// The frame of `/` and `/internships`: the section and its heading. The layout paints it before
// Firebase has loaded, and the board renders into the same frame, so the heading (the page's
// largest paint) appears with the shell and nothing moves when the jobs arrive. No imports
// beyond React's: it is part of the first load.
import type { JobType } from '@portal/domain/jobs/job';
import type { ReactNode } from 'react';

export const BOARD_HEADINGS: Record<JobType, { heading: string; title?: string }> = {
  Job: { heading: 'Latest Jobs' },
  Internship: { heading: 'Internships', title: 'Internships' },
};

export function BoardShell({ type, children }: { type: JobType; children: ReactNode }) {
  return (
    <section aria-labelledby="board-heading">
      <h1 id="board-heading">{BOARD_HEADINGS[type].heading}</h1>
      {children}
    </section>
  );
}
