// One moderation action on one job (approve, hide, restore, remove for good): the reason asked
// for, then `moderateJob`. On success a toast says what happened and the queue moves by itself
// (it is live); on a refusal the dialog stays open with the function's words, and the reason
// as typed.
import { fieldMessages } from '@portal/domain/field-messages';
import {
  ModerateJobInputSchema,
  type ModerationAction,
  type ModerationActionName,
} from '@portal/domain/moderation/moderation-actions';
import { useRef, useState, type FormEvent } from 'react';
import { Modal } from '@/components/dialogs/modal';
import { DialogFormEnd } from '@/components/dialogs/dialog-form-end';
import { useToast } from '@/components/feedback/toast';
import { useFunctions } from '@/lib/firebase/firebase-services';
import { moderateJob } from './api/moderate-job';
import { ReasonField } from './reason-field';
import { refusalText, refusedFields } from './refusal-text';

const TITLES: Record<ModerationActionName, string> = {
  approve: 'Approve this job',
  hide: 'Hide this job',
  restore: 'Restore this job',
  remove: 'Remove this job for good',
};

const WHAT_HAPPENS: Record<ModerationActionName, string> = {
  approve: 'It will be listed at once.',
  hide: 'Nobody but its poster will see it until a moderator restores it.',
  restore: 'It will be listed again at once.',
  remove: 'Nobody but its poster will see it again. A moderator can still restore it.',
};

const SENDING: Record<ModerationActionName, string> = {
  approve: 'Approving...',
  hide: 'Hiding...',
  restore: 'Restoring...',
  remove: 'Removing...',
};

const DONE: Record<ModerationActionName, (title: string) => string> = {
  approve: (title) => `“${title}” is approved and listed.`,
  hide: (title) => `“${title}” is hidden.`,
  restore: (title) => `“${title}” is restored and listed again.`,
  remove: (title) => `“${title}” is removed for good.`,
};

interface ActionDialogProps {
  jobId: string;
  jobTitle: string;
  action: ModerationAction;
  onClose: () => void;
}

export function ActionDialog({ jobId, jobTitle, action, onClose }: ActionDialogProps) {
  const functions = useFunctions();
  const { showToast } = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const reasonField = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = ModerateJobInputSchema.safeParse({ jobId, action: action.value, reason });
    if (!parsed.success) {
      const messages = fieldMessages(parsed.error);
      setError(messages.reason ?? '');
      setFormError(messages.reason ? '' : Object.values(messages).join(' '));
      reasonField.current?.focus();
      return;
    }
    setSending(true);
    setFormError('');
    const outcome = await moderateJob(functions, parsed.data);
    setSending(false);
    if (outcome.ok) {
      showToast(DONE[action.value](jobTitle), 'success');
      onClose();
      return;
    }
    const fields = refusedFields(outcome.refusal);
    if (fields.reason) {
      setError(fields.reason);
      reasonField.current?.focus();
    } else {
      setFormError(refusalText(outcome.refusal));
    }
  };

  return (
    <Modal open title={TITLES[action.value]} onClose={onClose}>
      <form className="moderation-form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="moderation-form-job">{jobTitle}</p>
        <p className="notice">{WHAT_HAPPENS[action.value]}</p>
        <ReasonField
          ref={reasonField}
          value={reason}
          error={error || undefined}
          onChange={(value) => {
            setReason(value);
            setError('');
          }}
        />
        <DialogFormEnd
          what="This action"
          formError={formError}
          sending={sending}
          label={action.label}
          sendingLabel={SENDING[action.value]}
          onCancel={onClose}
          classNames={{ offline: 'moderation-offline', actions: 'moderation-form-actions' }}
        />
      </form>
    </Modal>
  );
}
