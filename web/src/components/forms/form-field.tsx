// A labelled form control with its hint, counter and error, wired for screen readers: the
// control is described by its error, hint and counter, says when it is invalid, and a required
// field is marked for the eye (*) and, through the control's own required state, for the ear.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './form-field.css';

/** What a field gives its control: the id its label points at, and its description. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  required?: boolean;
  /** Shown under the label: what to enter. */
  hint?: ReactNode;
  error?: string;
  /** Shown under the control, e.g. how many characters are left; null shows nothing. */
  counter?: ReactNode;
  className?: string;
  /** Renders the control; `labelId` names a control that is no form element (an editor). */
  children(control: FieldControlProps, labelId: string): ReactNode;
}

export function Field({ label, required, hint, error, counter, className, children }: FieldProps) {
  const id = useId();
  const ids = {
    label: `${id}-label`,
    hint: `${id}-hint`,
    counter: `${id}-counter`,
    error: `${id}-error`,
  };
  const describedBy = [error && ids.error, hint && ids.hint, counter && ids.counter]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label id={ids.label} htmlFor={id}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={ids.hint} className="field-hint">
          {hint}
        </p>
      )}
      {children(
        {
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        },
        ids.label,
      )}
      {counter && (
        <p id={ids.counter} className="field-counter">
          {counter}
        </p>
      )}
      {error && (
        <p id={ids.error} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  counter?: ReactNode;
}

/** A labelled text input: Field around an <input>. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, hint, counter, ...input },
  ref,
) {
  return (
    <Field label={label} required={input.required} hint={hint} error={error} counter={counter}>
      {(control) => <input ref={ref} {...control} {...input} />}
    </Field>
  );
});
