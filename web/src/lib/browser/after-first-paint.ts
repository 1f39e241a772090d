// Resolves once the browser has shown the page's first content. Heavy work started before that
// (Firebase's chunk, the board bundle, a takeover of server HTML) holds the paint back on a slow
// phone, and a download started before it competes with what the paint needs, so what the page
// already has waits for it; started after, it only competes with the user.
//
// The signal is the first-contentful-paint entry, which arrives once the frame is on screen: a
// frame callback runs before its paint and the paint is presented later still, so work queued
// from a frame could still start before the content showed. Where paint timing is missing, the
// task after the next frame stands in. Chromium sometimes never reports the first frame's
// presentation (seen in one Lighthouse run in ten here: painted at 0.2 s, the entry only with
// the next paint, which was the app's, started by the timeout a second later): so the frame
// after the next one ends the wait too, its predecessor painted by then. A hidden tab paints
// nothing: a timeout starts work anyway.

/** How long to wait for a paint before starting anyway (a hidden tab gives none). */
export const FIRST_PAINT_TIMEOUT_MS = 1000;

export interface PaintSignals {
  /** Calls back once the first contentful paint has been shown; false where it cannot tell. */
  onFirstContentfulPaint?: (callback: () => void) => boolean;
  requestAnimationFrame?: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

export function createAfterFirstPaint(signals: PaintSignals): () => Promise<void> {
  let painted: Promise<void> | undefined;
  return () =>
    (painted ??= new Promise<void>((resolve) => {
      const observed = signals.onFirstContentfulPaint?.(resolve) ?? false;
      const frame = signals.requestAnimationFrame;
      // A frame callback runs just before the paint; a task queued from it runs after.
      const afterFrame = () => frame?.(() => signals.setTimeout(resolve, 0));
      // With paint timing, a frame later: the entry normally comes first.
      if (observed) frame?.(afterFrame);
      else afterFrame();
      signals.setTimeout(resolve, FIRST_PAINT_TIMEOUT_MS);
    }));
}

/** The browser's paint timing: the first-contentful-paint entry, even if it came already. */
function onFirstContentfulPaint(callback: () => void): boolean {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    return false;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
  return true;
}

export const afterFirstPaint = createAfterFirstPaint({
  onFirstContentfulPaint,
  requestAnimationFrame: globalThis.requestAnimationFrame?.bind(globalThis),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
});
