// The controls a painted page holds back until the app can answer them (the server's side:
// server/wait-for-the-app.ts). Where the app takes a painted page over as it is (hydration),
// React keeps the attributes it finds, so the app lets its own controls go itself.

/** Marks a control the server made wait, which was not waiting in the app's render. */
export const WAITING_MARK = 'data-waits-for-app';

/**
 * Lets every control the server made wait within `frame` answer again, except those inside
 * `keep` (content the app has not taken over and leaves as painted).
 */
export function releaseWaitingControls(frame: Element, keep: Element | null): void {
  for (const control of frame.querySelectorAll(`[${WAITING_MARK}]`)) {
    if (keep?.contains(control)) continue;
    control.removeAttribute(WAITING_MARK);
    if (control instanceof HTMLButtonElement) control.disabled = false;
    if (control instanceof HTMLInputElement) control.readOnly = false;
  }
}
