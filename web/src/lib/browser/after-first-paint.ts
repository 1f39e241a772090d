// Resolves once the browser has painted a frame. Heavy work started before the first paint
// (Firebase's chunk, a takeover of server HTML) holds the paint back on a slow phone, so what
// the page already has waits for it; started after, it only competes with the user.
// A hidden tab paints no frames: the timeout lets its work start anyway.

/** How long to wait for a frame before starting anyway (a hidden tab gives none). */
export const FIRST_PAINT_TIMEOUT_MS = 1000;

interface FrameScheduler {
  requestAnimationFrame?: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

export function createAfterFirstPaint(scheduler: FrameScheduler): () => Promise<void> {
  let painted: Promise<void> | undefined;
  return () =>
    (painted ??= new Promise<void>((resolve) => {
      // A frame callback runs just before the paint; a task queued from it runs after.
      scheduler.requestAnimationFrame?.(() => scheduler.setTimeout(resolve, 0));
      scheduler.setTimeout(resolve, FIRST_PAINT_TIMEOUT_MS);
    }));
}

export const afterFirstPaint = createAfterFirstPaint(globalThis);
