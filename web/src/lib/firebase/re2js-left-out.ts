// Stands in for re2js in the built app (vite.config.ts). re2js is the regular-expression engine
// Firestore's SDK imports to evaluate pipeline expressions on the device (LIKE, regex_contains,
// regex_match); this app runs no pipelines. It was 150 KB of the 560 KB Firestore chunk that a
// first visit downloads, compiles and runs on a phone's main thread. Should a pipeline ever use
// a regular expression, Firestore catches this error, logs it and counts the expression as an
// error, so the stand-in says plainly why.

/** What the stand-in says; the bundle check (scripts/check-bundle.ts) looks for it in the build. */
export const RE2JS_LEFT_OUT_MESSAGE =
  'Regular expressions in Firestore pipelines are left out of this app (re2js, vite.config.ts)';

export class RE2JS {
  static compile(): never {
    throw new Error(RE2JS_LEFT_OUT_MESSAGE);
  }
}
