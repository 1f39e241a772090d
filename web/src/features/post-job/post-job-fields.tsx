// The Post a Job form's fields, in the spec's order with the spec's labels, each with its rule's
// message at the field and, near its limit, a character count.
import { isRemoteWork, JOB_LIMITS, JOB_TYPES } from '@portal/domain/jobs/job';
import {
  OPEN_DAYS_CHOICES,
  POST_JOB_LABELS,
  type PostJobField,
  type PostJobFormValues,
} from '@portal/domain/posting/post-job';
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

function TextField({ name, required, hint, deps, max }: FieldOptions & { max: number }) {
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
          inputMode={name === 'ApplyURL' ? 'url' : undefined}
          autoComplete={name === 'Company' ? 'organization' : 'off'}
          spellCheck={name === 'ApplyURL' ? false : undefined}
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
}: FieldOptions & { options: readonly (readonly [string, string])[] }) {
  const { register } = useFormContext<PostJobFormValues>();
  const error = useFieldError(name);
  return (
    <Field label={POST_JOB_LABELS[name]} required={required} hint={hint} error={error}>
      {(control) => (
        <select {...control} required={required} {...register(name)}>
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

const TYPE_OPTIONS = JOB_TYPES.map((type) => [type, type] as const);
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

export function PostJobFields() {
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
      />
      <RichTextField name="Skills" required />
      <RichTextField name="CompanyDescription" />
      <TextField name="Salary" max={SHORT} />
      <RichTextField name="Responsibilities" />
      <SelectField
        name="openDays"
        required
        hint="After this the job is no longer listed."
        options={OPEN_DAYS_OPTIONS}
      />
    </>
  );
}
