// Why a job was not posted, in the poster's words: the spec's 'Failed to create job' with the
// reason the posting function gave, what to do about it, and for the toast the same words or
// the spec's fallback 'Error posting job'.
import { POST_JOB_LABELS, type PostJobField } from '@portal/domain/posting/post-job';
import { isServerTrouble, retryTimeText, type Refusal } from '@/lib/firebase/callables';

export const FAILED = 'Failed to create job';
export const FALLBACK_TOAST = 'Error posting job';

export interface PostFailure {
  /** Shown in the form, as an alert. */
  message: string;
  toast: string;
  /** invalid-fields: each field's message, to show at the field. */
  fields: Partial<Record<PostJobField, string>>;
  /** repost: the job already posted, to link to. */
  jobId?: string;
}

const isField = (name: string): name is PostJobField => Object.hasOwn(POST_JOB_LABELS, name);

function failure(reason: string, extra: Partial<PostFailure> = {}): PostFailure {
  const message = `${FAILED}: ${reason}`;
  return { message, toast: message, fields: {}, ...extra };
}

export function describePostRefusal(refusal: Refusal, now = new Date()): PostFailure {
  const { details } = refusal;
  switch (details?.reason) {
    case 'invalid-fields': {
      const fields = Object.fromEntries(
        Object.entries(details.fields).filter(([name]) => isField(name)),
      );
      return Object.keys(fields).length > 0
        ? failure('some fields need changing. Each one says what is wrong.', { fields })
        : failure(refusal.message || 'the job was refused as it was sent.');
    }
    case 'rate-limited': {
      const when = retryTimeText(details.retryAt, now);
      return failure(
        details.scope === 'caller'
          ? `you have posted several jobs in a short time. You can post again ${when}.`
          : `too many jobs are being posted right now. Please try again ${when}.`,
      );
    }
    case 'repost':
      return failure('this job is posted already and still open.', { jobId: details.jobId });
    case 'too-fast':
      return failure(
        'it was sent sooner than a person could fill in the form. Please check the job and post it again.',
      );
  }
  if (isServerTrouble(refusal)) {
    return failure(
      'the server could not be reached or could not answer. Your draft is kept on this device: please try again in a moment.',
    );
  }
  // A refusal with no reason we know of: its own words, if it has any.
  return refusal.message
    ? failure(refusal.message)
    : { message: `${FAILED}.`, toast: FALLBACK_TOAST, fields: {} };
}
