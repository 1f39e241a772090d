// Starts the reads worker (reads-worker.ts) for the app and hands back the reads it serves; null
// where the browser cannot run it, and the app reads in its own thread instead.
import type { PublicReads } from './public-reads';
import { readsOverPort } from './reads-port';
import { answerTokenRequests, type ReadsWorkerSettings } from './reads-worker-settings';

export function startReadsWorker(
  settings: Omit<ReadsWorkerSettings, 'appCheck'>,
  /** The app's App Check token, when the project uses App Check. */
  appCheckToken: (() => Promise<string>) | null,
): PublicReads | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./reads-worker.ts', import.meta.url), {
      type: 'module',
      name: 'public-reads',
    });
  } catch (error) {
    console.error('The reads worker could not start; reading in the page instead', error);
    return null;
  }
  const { reads, failAll } = readsOverPort(worker);
  // A worker that could not load (or died) fails every read under way: a list keeps its
  // placeholder, a job's page says it could not load, instead of waiting for ever.
  worker.addEventListener('error', (event) => {
    console.error('The reads worker failed', event);
    failAll(new Error('The reads worker failed'));
  });
  let appCheck: MessagePort | null = null;
  if (appCheckToken) {
    const channel = new MessageChannel();
    answerTokenRequests(channel.port1, appCheckToken);
    appCheck = channel.port2;
  }
  const start: ReadsWorkerSettings = { ...settings, appCheck };
  worker.postMessage(start, appCheck ? [appCheck] : []);
  return reads;
}
