// 'Report this job': a reason and an optional note, sent to the reportJob function. Enough
// reports from different people hide a job until a moderator looks at it.
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  ReportJobInputSchema,
  type ReportReason,
} from '@portal/domain/moderation/job-report';
import { fieldMessages } from '@portal/domain/field-messages';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '@/components/dialogs/modal';
import { DialogFormEnd } from '@/components/dialogs/dialog-form-end';
import { useToast } from '@/components/feedback/toast';
import { retryTimeText, type Refusal } from '@/lib/firebase/callables';
import { useFunctions } from '@/lib/firebase/firebase-services';
import { reportJob } from './api/report-job';
import './report-job.css';

interface ReportJobDialogProps {
  open: boolean;
  jobId: string;
  jobTitle: string;
  onClose: () => void;
  /** The report reached the server (now, or before: one report per person per job). */
  onReported: () => void;
}

/** Shown in the counter once the note is this close to its limit. */
const COUNTER_FROM = Math.floor(REPORT_NOTE_MAX * 0.8);

function refusalText(refusal: Refusal): string {
  const details = refusal.details;
  if (details?.reason === 'rate-limited') {
    return `You have sent a lot of reports in a short time. You can send another ${retryTimeText(details.retryAt)}.`;
  }
  if (details?.reason === 'no-such-job')
    return 'This job is no longer listed, so it cannot be reported.';
  if (details?.reason === 'invalid-fields') return Object.values(details.fields).join(' ');
  return 'Your report could not be sent. Check your connection and try again.';
}

export function ReportJobDialog({
  open,
  jobId,
  jobTitle,
  onClose,
  onReported,
}: ReportJobDialogProps) {
  const functions = useFunctions();
  const { showToast } = useToast();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const ids = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReportJobInputSchema.safeParse({ jobId, reason, note });
    if (!parsed.success) {
      const messages = fieldMessages(parsed.error);
      setErrors(messages);
      // The keyboard goes where the first problem is.
      (messages.reason ? firstReason : noteField).current?.focus();
      return;
    }
    setSending(true);
    const outcome = await reportJob(functions, {
      jobId,
      reason: parsed.data.reason,
      note: parsed.data.note,
    });
    setSending(false);
    if (!outcome.ok) {
      setFormError(refusalText(outcome.refusal));
      return;
    }
    showToast(
      outcome.data.outcome === 'reported'
        ? 'Thank you: your report was sent, and we will look at this job.'
        : 'You have already reported this job. Thank you.',
      'success',
    );
    onReported();
    onClose();
  };

  const edited = () => {
    setFormError('');
  };

  return (
    <Modal open={open} title="Report this job" onClose={onClose}>
      <form className="report-form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="report-job-name">{jobTitle}</p>
        <fieldset aria-describedby={errors.reason ? `${ids}-reason-error` : undefined}>
          <legend>What is wrong with it?</legend>
          {REPORT_REASONS.map((option, index) => (
            <label key={option.value} className="report-reason">
              <input
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                name="reason"
                value={option.value}
                checked={reason === option.value}
                onChange={() => {
                  setReason(option.value);
                  setErrors((current) => ({ ...current, reason: '' }));
                  edited();
                }}
              />
              {option.label}
            </label>
          ))}
          {errors.reason && (
            <p id={`${ids}-reason-error`} className="field-error">
              {errors.reason}
            </p>
          )}
        </fieldset>
        <div className="report-note">
          <label htmlFor={`${ids}-note`}>Anything else we should know? (optional)</label>
          <textarea
            ref={noteField}
            id={`${ids}-note`}
            value={note}
            rows={4}
            maxLength={REPORT_NOTE_MAX}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={`${ids}-note-count${errors.note ? ` ${ids}-note-error` : ''}`}
            onChange={(event) => {
              setNote(event.target.value);
              setErrors((current) => ({ ...current, note: '' }));
              edited();
            }}
          />
          <p id={`${ids}-note-count`} className="field-counter" aria-live="polite">
            {note.length >= COUNTER_FROM ? `${note.length} / ${REPORT_NOTE_MAX} characters` : ''}
          </p>
          {errors.note && (
            <p id={`${ids}-note-error`} className="field-error">
              {errors.note}
            </p>
          )}
        </div>
        <DialogFormEnd
          what="Sending a report"
          formError={formError}
          sending={sending}
          label={'Send report'}
          sendingLabel={'Sending...'}
          onCancel={onClose}
          classNames={{ offline: 'report-offline', actions: 'report-actions' }}
        />
      </form>
    </Modal>
  );
}
