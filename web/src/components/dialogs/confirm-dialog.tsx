// A question before an action that loses something: what will be lost, a way back (the first
// button, and Escape), and the action named on its own button.
import type { ReactNode } from 'react';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The way back: 'Keep draft', 'Stay logged in'. */
  cancelLabel: string;
  /** The action, named: 'Yes, discard'. */
  confirmLabel: string;
  onCancel(): void;
  onConfirm(): void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      {children}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
