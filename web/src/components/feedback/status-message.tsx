// Loading, empty and error messages, announced to screen readers.
import type { ReactNode } from 'react';

interface StatusMessageProps {
  /** 'offline': what would load or show here needs a connection the device does not have. */
  kind: 'loading' | 'empty' | 'error' | 'offline';
  children: ReactNode;
}

export function StatusMessage({ kind, children }: StatusMessageProps) {
  return (
    <div className={`status-message status-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
