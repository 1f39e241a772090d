// An accessible modal dialog over a backdrop: it takes focus and keeps Tab inside while open,
// closes on Escape, the close mark or a click on the backdrop, and gives focus back on closing.
import type { ReactNode } from 'react';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Close } from '@/components/icons';
import './modal.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

export function Modal({ open, title, onClose, children }: ModalProps) {
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(() => onClose());

  // Focus in on opening, back to where it was on closing. In the commit that shows the dialog
  // (a layout effect), not after it: a dialog that loads lazily is committed by a Suspense retry,
  // whose passive effects may run a task later, and the dialog was briefly on screen without
  // the focus (a screen reader, or a test, could read the page in between).
  useLayoutEffect(() => {
    if (!open) return;
    const before = document.activeElement;
    dialogRef.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [open]);

  // The page behind must not scroll; the scroll bar's width is kept so nothing shifts.
  useEffect(() => {
    if (!open) return;
    const { overflow, paddingRight } = document.body.style;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = 'hidden';
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
    return () => {
      document.body.style.overflow = overflow;
      document.body.style.paddingRight = paddingRight;
    };
  }, [open]);

  // Listeners are attached here rather than as JSX props: the backdrop is not a control (the
  // close mark and Escape are the keyboard's ways out), so it should not look like one.
  useEffect(() => {
    const backdrop = backdropRef.current;
    const dialog = dialogRef.current;
    if (!open || !backdrop || !dialog) return;

    // A press that starts inside (selecting text, say) and ends on the backdrop is no click
    // on the backdrop.
    let pressedBackdrop = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedBackdrop = event.target === backdrop;
    };
    const onClick = (event: MouseEvent) => {
      if (pressedBackdrop && event.target === backdrop) close();
      pressedBackdrop = false;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(dialog);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };

    backdrop.addEventListener('pointerdown', onPointerDown);
    backdrop.addEventListener('click', onClick);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      backdrop.removeEventListener('pointerdown', onPointerDown);
      backdrop.removeEventListener('click', onClick);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div className="modal-backdrop" ref={backdropRef}>
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
            <Close />
          </button>
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
