// Why the moderator does it: every action asks, because the audit log is how moderators answer
// for what they did. The limit is the schema's; the counter shows as it nears.
import { MODERATION_REASON_MAX } from '@portal/domain/moderation/moderation-actions';
import type { Ref } from 'react';
import { Field } from '@/components/forms/form-field';

const COUNTER_FROM = Math.floor(MODERATION_REASON_MAX * 0.8);

interface ReasonFieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}

export function ReasonField({ value, error, onChange, ref }: ReasonFieldProps) {
  const near = value.length >= COUNTER_FROM;
  return (
    <Field
      label="Reason"
      required
      hint="For the audit log: what you saw, in a few words."
      error={error}
      counter={
        near ? (
          <span data-over={value.length > MODERATION_REASON_MAX ? true : undefined}>
            {value.length} / {MODERATION_REASON_MAX} characters
          </span>
        ) : null
      }
    >
      {(control) => (
        <textarea
          {...control}
          ref={ref}
          rows={3}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
