// The dialog that ends a section: 'Next' after reading and listening, 'Finish Test' after the
// paragraph. While time remains the candidate may close it and carry on; once time is up it
// stays (spec §4), so its close mark is hidden and Escape does nothing.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Modal } from '@/components/dialogs/modal';

interface SectionDialogProps {
  open: boolean;
  timeUp: boolean;
  title: string;
  children: ReactNode;
  action: 'Next' | 'Finish Test';
  onAction: () => Promise<void>;
  onClose: () => void;
}

const stay = () => {};

export function SectionDialog({
  open,
  timeUp,
  title,
  children,
  action,
  onAction,
  onClose,
}: SectionDialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);

  // Modal always draws its close mark: hide it while the dialog may not be closed. A hidden
  // control also drops out of the dialog's Tab order.
  useEffect(() => {
    const close = contentRef.current
      ?.closest('[role="dialog"]')
      ?.querySelector<HTMLButtonElement>('.modal-close');
    if (close) close.hidden = timeUp;
  }, [open, timeUp]);

  const act = () => {
    setBusy(true);
    void onAction();
  };

  return (
    <Modal open={open} title={title} onClose={timeUp ? stay : onClose}>
      <div ref={contentRef} className="assessment-dialog">
        {children}
        <button type="button" className="button button-primary" disabled={busy} onClick={act}>
          {action}
        </button>
      </div>
    </Modal>
  );
}
