// Which jobs moderation has hidden since this browser cached them, for every screen that shows
// a cached copy (a job page, the offline library) to leave them out.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { PublicReads } from '@/lib/public-reads/public-reads';

/** Nothing hidden: until the list has been read, and wherever it cannot be. */
const NO_HIDDEN_JOBS: ReadonlySet<string> = new Set();

const HiddenJobsContext = createContext<ReadonlySet<string>>(NO_HIDDEN_JOBS);

export function HiddenJobsProvider({
  watch,
  children,
}: {
  watch: PublicReads['watchHiddenJobIds'];
  children: ReactNode;
}) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(NO_HIDDEN_JOBS);
  // Offline, this reads the cache alone: what was last heard (on disk, a visit's before) is
  // still hidden; a guest's cache is in memory, so a guest's first read offline hides nothing.
  useEffect(
    // The same ids again (the list's first answer, when nothing is hidden) change nothing: every
    // reader of the context would render again for them.
    () => watch((ids) => setHidden((now) => (sameIds(now, ids) ? now : ids))),
    [watch],
  );
  return <HiddenJobsContext.Provider value={hidden}>{children}</HiddenJobsContext.Provider>;
}

function sameIds(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

/** The ids of jobs hidden until review; their cached copies must not be shown. */
export function useHiddenJobIds(): ReadonlySet<string> {
  return useContext(HiddenJobsContext);
}
