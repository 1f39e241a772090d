// What every function may cost at most unless its declaration says otherwise: a cap on
// instances, so a flood of requests (or of triggers) meets the cap rather than the bill, and the
// memory an instance gets. index.ts imports this first: firebase-functions reads the global
// options when a function is declared, so they must be set before any declaration runs.
import { setGlobalOptions, type GlobalOptions } from 'firebase-functions/v2';

export const FUNCTION_DEFAULTS = {
  /** With up to 80 requests at once an instance, ten serve far more than this site needs. */
  maxInstances: 10,
  memory: '256MiB',
} as const satisfies GlobalOptions;

/**
 * For functions that build a DOM with jsdom (DOMPurify on the server: the job page, posting):
 * jsdom alone takes tens of megabytes, and a busy instance holds several requests' documents.
 */
export const DOM_MEMORY = '512MiB';

setGlobalOptions(FUNCTION_DEFAULTS);
