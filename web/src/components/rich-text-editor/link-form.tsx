// Adds, changes or removes the link at the editor's selection: a small labelled form under the
// toolbar. Enter applies, Escape cancels; either way the keyboard goes back to the text.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { LINK_ADDRESS_MESSAGE, linkHref } from './link-address';

interface LinkFormProps {
  /** The link being edited, or '' for a new one. */
  href: string;
  onApply(href: string): void;
  onRemove(): void;
  onCancel(): void;
}

export function LinkForm({ href, onApply, onRemove, onCancel }: LinkFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(href.replace(/^mailto:/i, ''));
  const [error, setError] = useState('');

  // In the commit that shows the form, as the modal does: a passive effect can run a task later.
  useLayoutEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const apply = () => {
    const next = linkHref(typed);
    if (next === null) {
      setError(LINK_ADDRESS_MESSAGE);
      input.current?.focus();
      return;
    }
    onApply(next);
  };

  // Enter here must apply the link, not submit the form the editor sits in.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <div className="rte-link-form" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id}>
        Link address
      </label>
      <input
        id={id}
        ref={input}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={typed}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setError('');
        }}
        onKeyDown={onKeyDown}
      />
      <div className="rte-link-actions">
        <button type="button" className="button button-primary" onClick={apply}>
          {href ? 'Update link' : 'Add link'}
        </button>
        {href && (
          <button type="button" className="button" onClick={onRemove}>
            Remove link
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
