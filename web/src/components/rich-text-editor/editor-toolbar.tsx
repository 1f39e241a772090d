// The editor's formatting buttons: one Tab stop for the whole toolbar, arrow keys between its
// buttons (the ARIA toolbar pattern), each button saying whether it is on and its shortcut.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface ToolbarAction {
  name: string;
  /** The shortcut's key after Ctrl (⌘ on Apple devices), e.g. 'B' or 'Shift+8'. */
  shortcut: string;
  pressed: boolean;
  icon: ReactNode;
  run(): void;
}

const APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** 'Control+B' for aria-keyshortcuts, and 'Ctrl+B' or '⌘B' to read in a tooltip. */
function shortcutNames(shortcut: string): { aria: string; shown: string } {
  return APPLE
    ? { aria: `Meta+${shortcut}`, shown: `⌘${shortcut.replace('Shift+', '⇧')}` }
    : { aria: `Control+${shortcut}`, shown: `Ctrl+${shortcut}` };
}

interface EditorToolbarProps {
  /** The toolbar's name, e.g. 'Job Description formatting'. */
  label: string;
  /** The id of the editor the buttons act on. */
  controls: string;
  actions: readonly ToolbarAction[];
}

export function EditorToolbar({ label, controls, actions }: EditorToolbarProps) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent, index: number) => {
    const last = actions.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="rte-toolbar" role="toolbar" aria-label={label} aria-controls={controls}>
      {actions.map((action, index) => {
        const shortcut = shortcutNames(action.shortcut);
        return (
          <button
            key={action.name}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            className="rte-button"
            aria-label={action.name}
            aria-pressed={action.pressed}
            aria-keyshortcuts={shortcut.aria}
            title={`${action.name} (${shortcut.shown})`}
            tabIndex={index === current ? 0 : -1}
            // A click must not take the selection out of the editor first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setCurrent(index);
              action.run();
            }}
            onKeyDown={(event) => move(event, index)}
          >
            {action.icon}
          </button>
        );
      })}
    </div>
  );
}
