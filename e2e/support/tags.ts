/**
 * The tag of specs whose behaviour offline mode changes (the offline seed, the offline library,
 * writes that wait to sync, the offline banner, the service worker): the `offline` project runs
 * them against the offline-mode build as well. Every spec runs in the `emulator` project.
 */
export const OFFLINE = '@offline';
