// Firebase's code is tens of milliseconds of script to run once downloaded, and four times that
// on a cheap phone: run in one task, it held the main thread for a third of a second after the
// first paint. Imported a part at a time, each part runs in a task of its own and the page keeps
// answering between them. The downloads still start together. Firestore is not among the parts:
// a guest's page never runs it (firebase.ts), and a signed-in user's loads it as firebase.ts
// starts, in a task of its own.
import { afterFirstPaint } from '@/lib/browser/after-first-paint';
import { nextTask } from '@/lib/browser/next-task';

/**
 * Resolves once the heaviest parts of what the Firebase entry module (./firebase.ts) imports
 * have run, each in its own task, after the page has painted; importing that module then runs
 * the rest.
 */
export async function loadFirebaseInParts(): Promise<void> {
  await afterFirstPaint();
  const parts = [
    import('firebase/app'),
    // Zod and the job schemas, which every data module checks documents with.
    import('@portal/domain/jobs/job'),
  ];
  for (const part of parts) {
    await part;
    await nextTask();
  }
}
