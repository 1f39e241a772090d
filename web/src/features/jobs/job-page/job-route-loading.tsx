// What `/job/{id}` shows until its page's code and the job have loaded. When the server painted
// the page into the HTML (a first visit from a link or a search engine), the app's first render
// shows that same page, the job or its not-found box, so taking over changes nothing on screen;
// otherwise a loading message. Part of the first load: it imports nothing but React and the
// router, and the views' code is registered by `loadPrerenderedJob` (prerendered-job-view.tsx)
// before the app first renders.
import type { Job } from '@portal/domain/jobs/job';
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { StatusMessage } from '@/components/feedback/status-message';

type Prerendered =
  | {
      kind: 'job';
      job: Job;
      /** Whether it was open when the page was painted (closed ones say so). */
      open: boolean;
      View: ComponentType<{ job: Job; open: boolean }>;
    }
  /** The server found no readable job with this id. */
  | { kind: 'missing'; id: string; View: ComponentType };

let prerendered: Prerendered | null = null;

/** Called once the view's code is loaded and the page's data is read (or on the server). */
export function registerPrerenderedJob(entry: Prerendered | null): void {
  prerendered = entry;
}

/** The job the server painted for this id, if it painted one. */
export function prerenderedJob(id: string): Job | null {
  return prerendered?.kind === 'job' && prerendered.job.id === id ? prerendered.job : null;
}

/** Whether the server painted this id's page as not found. */
export function prerenderedMissing(id: string): boolean {
  return prerendered?.kind === 'missing' && prerendered.id === id;
}

export function JobRouteLoading() {
  const { id = '' } = useParams();
  if (prerendered?.kind === 'job' && prerendered.job.id === id) {
    const { View, job, open } = prerendered;
    return <View job={job} open={open} />;
  }
  if (prerendered?.kind === 'missing' && prerendered.id === id) {
    const { View } = prerendered;
    return <View />;
  }
  return <StatusMessage kind="loading">Loading...</StatusMessage>;
}
