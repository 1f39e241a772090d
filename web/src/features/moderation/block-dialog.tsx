// 'Block poster': stops the account or the network that posted a job from posting, for 1 to
// 365 days, through `blockPoster`. A guest's job has no account to block, so only its network
// can be. Like every action it asks why, and keeps what was typed when the function refuses.
import { fieldMessages } from '@portal/domain/field-messages';
import {
  BLOCK_DAYS_MAX,
  BLOCK_SCOPES,
  BlockPosterInputSchema,
} from '@portal/domain/moderation/moderation-actions';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '@/components/dialogs/modal';
import { DialogFormEnd } from '@/components/dialogs/dialog-form-end';
import { useToast } from '@/components/feedback/toast';
import { FormField } from '@/components/forms/form-field';
import { useFunctions } from '@/lib/firebase/firebase-services';
import { blockPoster } from './api/moderate-job';
import { formatDay } from './labels';
import { ReasonField } from './reason-field';
import { refusalText, refusedFields } from './refusal-text';

type Scope = (typeof BLOCK_SCOPES)[number]['value'];

/** Long enough to outlast a scam's run; the moderator changes it as they judge. */
const DEFAULT_DAYS = '30';

interface BlockDialogProps {
  jobId: string;
  jobTitle: string;
  /**
   * Whether it was posted from an account (the job has a posterKey). The account itself is the
   * screening's to say: `blockPoster` reads the uid there, so the job never needs to carry it.
   */
  byAccount: boolean;
  onClose: () => void;
}

export function BlockDialog({ jobId, jobTitle, byAccount, onClose }: BlockDialogProps) {
  const functions = useFunctions();
  const { showToast } = useToast();
  const ids = useId();
  const [scope, setScope] = useState<Scope>(byAccount ? 'account' : 'network');
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const chosenScope = useRef<HTMLInputElement>(null);
  const daysField = useRef<HTMLInputElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);

  /** Shows each field's message and takes the keyboard to the first. */
  const showErrors = (messages: Record<string, string>) => {
    setErrors(messages);
    if (messages.scope) chosenScope.current?.focus();
    else if (messages.days) daysField.current?.focus();
    else if (messages.reason) reasonField.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = BlockPosterInputSchema.safeParse({
      jobId,
      scope,
      days: days.trim() === '' ? undefined : Number(days),
      reason,
    });
    if (!parsed.success) {
      const messages = fieldMessages(parsed.error);
      showErrors(messages);
      setFormError(messages.jobId ?? '');
      return;
    }
    setSending(true);
    setFormError('');
    const outcome = await blockPoster(functions, parsed.data);
    setSending(false);
    if (outcome.ok) {
      const what = scope === 'account' ? 'account' : 'network';
      const until = formatDay(new Date(outcome.data.blockedUntil));
      showToast(`The poster’s ${what} is blocked from posting until ${until}.`, 'success');
      onClose();
      return;
    }
    const fields = refusedFields(outcome.refusal);
    if (Object.keys(fields).length > 0) showErrors(fields);
    else setFormError(refusalText(outcome.refusal));
  };

  const edited = (field: string) => setErrors((current) => ({ ...current, [field]: '' }));

  return (
    <Modal open title="Block the poster" onClose={onClose}>
      <form className="moderation-form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="moderation-form-job">{jobTitle}</p>
        <p className="notice">
          A blocked poster cannot post from the account or network until the block ends. Their jobs
          stay as they are: hide or remove those too if they should go.
        </p>
        <fieldset
          className="moderation-scopes"
          aria-describedby={
            [errors.scope && `${ids}-scope-error`, !byAccount && `${ids}-guest`]
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          <legend>What to block</legend>
          {BLOCK_SCOPES.map((option) => {
            const disabled = option.value === 'account' && !byAccount;
            return (
              <label key={option.value} className="moderation-choice" data-disabled={disabled}>
                <input
                  ref={scope === option.value ? chosenScope : undefined}
                  type="radio"
                  name={`${ids}-scope`}
                  value={option.value}
                  checked={scope === option.value}
                  disabled={disabled}
                  onChange={() => {
                    setScope(option.value);
                    edited('scope');
                  }}
                />
                {option.label}
              </label>
            );
          })}
          {!byAccount && (
            <p id={`${ids}-guest`} className="field-hint">
              This job was posted without an account, so only its network can be blocked.
            </p>
          )}
          {errors.scope && (
            <p id={`${ids}-scope-error`} className="field-error">
              {errors.scope}
            </p>
          )}
        </fieldset>
        <FormField
          ref={daysField}
          label="Days"
          type="number"
          inputMode="numeric"
          min={1}
          max={BLOCK_DAYS_MAX}
          step={1}
          required
          hint={`From 1 to ${BLOCK_DAYS_MAX}.`}
          error={errors.days || undefined}
          value={days}
          onChange={(event) => {
            setDays(event.target.value);
            edited('days');
          }}
        />
        <ReasonField
          ref={reasonField}
          value={reason}
          error={errors.reason || undefined}
          onChange={(value) => {
            setReason(value);
            edited('reason');
          }}
        />
        <DialogFormEnd
          what="Blocking a poster"
          formError={formError}
          sending={sending}
          label={'Block poster'}
          sendingLabel={'Blocking...'}
          onCancel={onClose}
          classNames={{ offline: 'moderation-offline', actions: 'moderation-form-actions' }}
        />
      </form>
    </Modal>
  );
}
