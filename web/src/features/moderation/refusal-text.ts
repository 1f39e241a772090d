// What a form of the console says when a callable refuses: the function's own words (a job
// whose status changed meanwhile, a poster who cannot be blocked), and plain words when the
// server was not reached.
import { isServerTrouble, type Refusal } from '@/lib/firebase/callables';

/** Each refused field's message, by field, when the function named the fields. */
export function refusedFields(refusal: Refusal): Record<string, string> {
  return refusal.details?.reason === 'invalid-fields' ? refusal.details.fields : {};
}

export function refusalText(refusal: Refusal): string {
  if (isServerTrouble(refusal)) {
    return 'That did not reach the server, or it could not answer. Check your connection and try again.';
  }
  return refusal.message || 'That was refused. Try again.';
}
