// Painted HTML shows controls only the app can answer, and the app's first render replaces the
// painted page whole. A press or a keystroke before then would be lost with it, so until the app
// takes over its controls wait: buttons disabled, fields read-only (which looks the same).
// Links work as they are.

const BUTTON = /<button\b(?![^>]*\sdisabled)/gi;
const FIELD = /<input\b(?![^>]*\sreadonly)/gi;

export function controlsWaitForTheApp(html: string): string {
  return html.replace(BUTTON, '<button disabled=""').replace(FIELD, '<input readonly=""');
}
