// The Post a Job form's fields, in the spec's order with the spec's labels, each with its rule's
// message at the field and, near its limit, a character count.
import { isRemoteWork, JOB_LIMITS, JOB_TYPES } from '@portal/domain/jobs/job';
import { PAY_CURRENCIES, payText } from '@portal/domain/jobs/pay';
import {
  OPEN_DAYS_CHOICES,
  parsePayFigure,
  POST_JOB_LABELS,
  type PostJobField,
  type PostJobFormValues,
} from '@portal/domain/posting/post-job';
import type { ChangeEvent } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Field } from '@/components/forms/form-field';
import { useLengthCounter } from './length-counter';
import { RichTextField } from './rich-text-field';

interface FieldOptions {
  name: PostJobField;
  required?: boolean;
  hint?: string;
  /** A field whose rules read this one's value, checked again when this one changes. */
  deps?: PostJobField;
}

function useFieldError(name: PostJobField): string | undefined {
  const { control } = useFormContext<PostJobFormValues>();
  const { errors } = useFormState({ control, name });
  return errors[name]?.message;
}

function TextField({
  name,
  required,
  hint,
  deps,
  max,
  inputMode,
}: FieldOptions & { max: number; inputMode?: 'url' | 'decimal' | 'email' }) {
  const { register } = useFormContext<PostJobFormValues>();
  const error = useFieldError(name);
  const counter = useLengthCounter(name, max);
  return (
    <Field
      label={POST_JOB_LABELS[name]}
      required={required}
      hint={hint}
      error={error}
      counter={counter}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          required={required}
          inputMode={inputMode}
          autoComplete={AUTOCOMPLETE[name] ?? 'off'}
          spellCheck={inputMode === 'url' || inputMode === 'email' ? false : undefined}
          {...register(name, { deps })}
        />
      )}
    </Field>
  );
}

function TextAreaField({ name, max }: FieldOptions & { max: number }) {
  const { register } = useFormContext<PostJobFormValues>();
  const error = useFieldError(name);
  const counter = useLengthCounter(name, max);
  return (
    <Field label={POST_JOB_LABELS[name]} error={error} counter={counter}>
      {(control) => <textarea {...control} rows={4} {...register(name)} />}
    </Field>
  );
}

function SelectField({
  name,
  required,
  hint,
  options,
  onChange,
}: FieldOptions & {
  options: readonly (readonly [string, string])[];
  /** Told of the person's own choice, after the form is. */
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const { register } = useFormContext<PostJobFormValues>();
  const error = useFieldError(name);
  return (
    <Field label={POST_JOB_LABELS[name]} required={required} hint={hint} error={error}>
      {(control) => (
        <select {...control} required={required} {...register(name, { onChange })}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const AUTOCOMPLETE: Partial<Record<PostJobField, string>> = {
  Company: 'organization',
  ManageEmail: 'email',
};

const TYPE_OPTIONS = JOB_TYPES.map((type) => [type, type] as const);
const PAY_KIND_OPTIONS = [
  ['undisclosed', 'Not disclosed'],
  ['paid', 'A figure or a range'],
  ['unpaid', 'Unpaid'],
] as const;
const CURRENCY_OPTIONS = PAY_CURRENCIES.map((currency) => [currency, currency] as const);
const PERIOD_OPTIONS = [
  ['YEAR', 'Year'],
  ['MONTH', 'Month'],
  ['WEEK', 'Week'],
  ['DAY', 'Day'],
  ['HOUR', 'Hour'],
] as const;
/** Longer than any figure a person types; the figure's own rules say what is wrong with it. */
const FIGURE_MAX = 40;
const OPEN_DAYS_OPTIONS = OPEN_DAYS_CHOICES.map((days) => [String(days), `${days} days`] as const);
const SHORT = JOB_LIMITS.shortText;

/** Country: required once Work Type says the job is remote (where applicants may live). */
function CountryField() {
  const { control } = useFormContext<PostJobFormValues>();
  const remote = isRemoteWork(useWatch({ control, name: 'WorkType' }));
  return (
    <TextField
      name="Country"
      required={remote}
      hint="For a remote job, the country applicants may live in."
      max={SHORT}
    />
  );
}

/**
 * Pay as a structure: not disclosed (the default), a figure or a range in a currency per a
 * period, or unpaid. The figures show only for a paid job, with the text a reader will see.
 */
function PayFields() {
  const { control, getFieldState, getValues, setValue } = useFormContext<PostJobFormValues>();
  const [kind, min, max, currency, period] = useWatch({
    control,
    name: ['PayKind', 'PayMin', 'PayMax', 'PayCurrency', 'PayPeriod'],
  });
  const paid = kind === 'paid';
  // An internship's stipend is paid by the month: choosing to give figures starts the period at
  // the type's usual one, unless the poster has chosen a period already. Only on their own
  // choice, so a restored draft keeps the period it had.
  const startPeriod = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.target.value !== 'paid' || getFieldState('PayPeriod').isDirty) return;
    setValue('PayPeriod', getValues('Type') === 'Internship' ? 'MONTH' : 'YEAR');
  };
  const lowest = parsePayFigure(min);
  const top = max?.trim() ? parsePayFigure(max) : lowest;
  const shown =
    paid && lowest !== null && top !== null && top >= lowest && currency && period
      ? payText({
          kind: 'paid',
          currency,
          period,
          min: lowest,
          ...(top !== lowest && { max: top }),
        })
      : null;
  return (
    <div className="pay-fields">
      <SelectField
        name="PayKind"
        hint="Job seekers filter by pay: jobs that say what they pay are found more often."
        options={PAY_KIND_OPTIONS}
        onChange={startPeriod}
      />
      {paid && (
        <>
          <div className="pay-figures">
            <TextField
              name="PayMin"
              required
              hint="In full, e.g. 600000 for 6 LPA."
              deps="PayMax"
              max={FIGURE_MAX}
              inputMode="decimal"
            />
            <TextField
              name="PayMax"
              hint="Leave blank for one figure."
              max={FIGURE_MAX}
              inputMode="decimal"
            />
            <SelectField name="PayCurrency" options={CURRENCY_OPTIONS} />
            <SelectField name="PayPeriod" options={PERIOD_OPTIONS} />
          </div>
          <p className="field-hint" aria-live="polite">
            {shown ? `Shown as: ${shown}` : ''}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * The form's fields. A guest (`guest`) is also offered an address to manage the job by: a
 * signed-in poster is asked at their account's.
 */
export function PostJobFields({ guest = false }: { guest?: boolean }) {
  return (
    <>
      <TextField name="Title" required max={SHORT} />
      <SelectField name="Type" required options={TYPE_OPTIONS} />
      <RichTextField name="Description" />
      <CountryField />
      <TextField name="City" max={SHORT} />
      <TextField name="Company" required max={SHORT} />
      <TextField
        name="WorkType"
        hint="For example: Remote, Hybrid or On-site."
        deps="Country"
        max={SHORT}
      />
      <TextAreaField name="Experience" max={JOB_LIMITS.experience} />
      <TextField
        name="Batch"
        hint="The graduation years the job is for, e.g. 2024, 2025."
        max={SHORT}
      />
      <RichTextField name="Degree" />
      <TextField
        name="ApplyURL"
        required
        hint="Where people apply: a web address starting with http:// or https://, or an e-mail address."
        max={JOB_LIMITS.url}
        inputMode="url"
      />
      <RichTextField name="Skills" required />
      <RichTextField name="CompanyDescription" />
      <PayFields />
      <RichTextField name="Responsibilities" />
      {guest && (
        <TextField
          name="ManageEmail"
          hint="Optional, never shown. 14 days after posting and again before the job expires, we ask you here whether it is still open, with links to keep it open or close it."
          max={254}
          inputMode="email"
        />
      )}
      <SelectField
        name="openDays"
        required
        hint="After this the job is no longer listed."
        options={OPEN_DAYS_OPTIONS}
      />
    </>
  );
}
