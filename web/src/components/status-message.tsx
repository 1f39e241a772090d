// Loading, empty and error messages, announced to screen readers.
import type { ReactNode } from 'react';

interface StatusMessageProps {
  kind: 'loading' | 'empty' | 'error';
  children: ReactNode;
}

export function StatusMessage({ kind, children }: StatusMessageProps) {
  return (
    <div className={`status-message status-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
