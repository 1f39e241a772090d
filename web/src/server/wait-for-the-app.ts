// Painted HTML shows controls only the app can answer. A press or a keystroke before the app
// has taken the page over would be lost, so until then its controls wait: buttons disabled,
// fields read-only (which looks the same). Links work as they are. Each is marked, so that the
// app, taking the page over as it is, knows which to let go (lib/browser/waiting-controls.ts).
import { WAITING_MARK } from '@/lib/browser/waiting-controls';

const BUTTON = /<button\b(?![^>]*\sdisabled)/gi;
const FIELD = /<input\b(?![^>]*\sreadonly)/gi;

export function controlsWaitForTheApp(html: string): string {
  return html
    .replace(BUTTON, () => `<button disabled="" ${WAITING_MARK}=""`)
    .replace(FIELD, () => `<input readonly="" ${WAITING_MARK}=""`);
}
