/**
 * The tag of specs whose behaviour offline mode changes (the offline seed, the offline library,
 * writes that wait to sync, the offline banner, the service worker): the `offline` project runs
 * them against the offline-mode build as well. Every spec runs in the `emulator` project.
 */
export const OFFLINE = '@offline';

/**
 * The tag of tests that open the assessment, which uses the browser's speech. Chromium's headless
 * shell, which runs every other test, crashes on that page here; the `speech` project runs these
 * in the full Chromium instead, and the `emulator` project leaves them out.
 */
export const SPEECH = '@speech';
