// The worker that reads the public jobs for a guest's app (public-reads.ts): a Firestore of its
// own, in memory, whose network, local store and schema checks run here instead of on the page's
// main thread. The app starts it (start-reads-worker.ts) with its Firebase settings; the worker
// serves the reads over its global scope (reads-port.ts).
//
// First of all, as in the app's entry: Zod's settings before Zod loads.
import '@/lib/browser/zod-jitless';
import { initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  memoryLruGarbageCollector,
} from 'firebase/firestore';
import { EMULATOR_PORTS } from '@/lib/firebase/firebase-config';
import { inThreadReads } from './in-thread-reads';
import { serveReads, type Port } from './reads-port';
import { appCheckFromApp, type ReadsWorkerSettings } from './reads-worker-settings';

const scope = self as unknown as Port;

// Requests that come before the settings have been taken in wait for them.
const early: MessageEvent[] = [];
scope.onmessage = (event: MessageEvent<ReadsWorkerSettings>) => {
  scope.onmessage = (later) => early.push(later);
  start(event.data).then(
    () => early.forEach((request) => scope.onmessage?.(request)),
    (error: unknown) => {
      // Thrown from a task of its own, it reaches the page as the Worker's error event, which
      // fails every read under way there (start-reads-worker.ts) rather than leave them waiting.
      setTimeout(() => {
        throw error;
      });
    },
  );
};

async function start({ options, emulatorHost, longPolling, appCheck }: ReadsWorkerSettings) {
  const app = initializeApp(options);
  // Before Firestore's first request, so that it already carries a token.
  if (appCheck) await appCheckFromApp(app, appCheck);
  const db = initializeFirestore(app, {
    // A guest's cache is in memory in the app too (firebase.ts): the SDK's default size, least
    // recently used first.
    localCache: memoryLocalCache({ garbageCollector: memoryLruGarbageCollector() }),
    experimentalForceLongPolling: longPolling,
  });
  if (emulatorHost) connectFirestoreEmulator(db, emulatorHost, EMULATOR_PORTS.firestore);
  serveReads(inThreadReads(db), scope);
}
