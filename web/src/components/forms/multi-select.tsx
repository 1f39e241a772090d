// A checkbox dropdown such as 'Jobs by Countries': a button with the number chosen opens a
// panel of checkboxes and 'Clear All'. Escape, a click outside or Tab out of it closes it.
import type { FocusEvent } from 'react';
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@/components/dialogs/use-dismiss';
import { ChevronDown } from '@/components/icons';
import './multi-select.css';

interface MultiSelectProps {
  label: string;
  options: readonly string[];
  selected: readonly string[];
  /** The new selection, in the order of `options`. */
  onChange: (selected: string[]) => void;
}

export function MultiSelect({ label, options, selected, onChange }: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useDismiss(open, close, rootRef, buttonRef);

  // Tabbing on past the last checkbox closes the panel so it does not hide what comes next. A
  // click on the panel's padding sends focus nowhere (relatedTarget null); that is not leaving.
  const closeOnFocusLeaving = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next && !event.currentTarget.contains(next)) setOpen(false);
  };

  const chosen = new Set(selected);
  const toggle = (option: string) => {
    const next = new Set(chosen);
    if (next.has(option)) next.delete(option);
    else next.add(option);
    onChange(options.filter((candidate) => next.has(candidate)));
  };

  return (
    <div className="multi-select" ref={rootRef} onBlur={closeOnFocusLeaving}>
      <button
        ref={buttonRef}
        type="button"
        className="multi-select-button"
        aria-expanded={open}
        aria-controls={panelId}
        // Spelled out because a bare number after the label would be read as part of it.
        aria-label={selected.length > 0 ? `${label}, ${selected.length} selected` : label}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{label}</span>
        {selected.length > 0 && <span className="multi-select-count">{selected.length}</span>}
        <ChevronDown className="multi-select-chevron" />
      </button>
      <div id={panelId} className="multi-select-panel" hidden={!open}>
        {/* Built when opened: a board's places run to a hundred checkboxes, which a closed menu
            would build (and build again with each answer) while the page is loading. */}
        {open && (
          <>
            <button
              type="button"
              className="multi-select-clear"
              onClick={() => onChange([])}
              disabled={selected.length === 0}
            >
              Clear All
            </button>
            {options.length === 0 ? (
              <p className="multi-select-empty">No options</p>
            ) : (
              <fieldset className="multi-select-options">
                <legend className="visually-hidden">{label}</legend>
                {options.map((option) => (
                  <label key={option} className="multi-select-option">
                    <input
                      type="checkbox"
                      checked={chosen.has(option)}
                      onChange={() => toggle(option)}
                    />
                    <span>{option}</span>
                  </label>
                ))}
              </fieldset>
            )}
          </>
        )}
      </div>
    </div>
  );
}
