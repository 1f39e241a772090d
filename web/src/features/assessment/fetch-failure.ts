// Why the text of the test did not come: the spec's 'Failed to fetch statements' or 'Failed to
// fetch paragraph' (§8), and in a second sentence what the candidate can do, with the time a
// quota resets.
import { ASSESSMENT_TESTS_PER_DAY } from '@portal/domain/constants';
import { isServerTrouble, retryTimeText, type Refusal } from '@/lib/firebase/callables';

export function fetchFailure(
  part: 'statements' | 'paragraph',
  refusal: Refusal,
  now = new Date(),
): { message: string; advice: string } {
  const message = `Failed to fetch ${part}`;
  const { details } = refusal;
  if (details?.reason === 'rate-limited') {
    const when = retryTimeText(details.retryAt, now);
    return {
      message,
      advice:
        details.scope === 'caller'
          ? `You have taken ${ASSESSMENT_TESTS_PER_DAY} assessments today, as many as a day allows. You can take another ${when}.`
          : `Many people are taking the assessment right now. Please try again ${when}.`,
    };
  }
  if (refusal.code === 'unauthenticated') {
    return { message, advice: 'Your session has ended. Please log in again.' };
  }
  if (isServerTrouble(refusal) || !refusal.message) {
    return {
      message,
      advice: 'The server could not be reached or could not answer. Please try again in a moment.',
    };
  }
  return { message, advice: refusal.message };
}
