// Pages that need a signed-in user. A guest goes to /login, which brings them back here after,
// and a toast says why.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { StatusMessage } from '@/components/feedback/status-message';
import { useToast } from '@/components/feedback/toast';
import { useSession } from '@/lib/account/session';

interface RequireSessionProps {
  /** How the toast names the page: 'Please login to view {page} page'. */
  page: string;
  children: ReactNode;
}

export function RequireSession({ page, children }: RequireSessionProps) {
  const session = useSession();
  const location = useLocation();
  const { showToast } = useToast();
  const signedOut = session.status === 'signed-out';

  useEffect(() => {
    if (signedOut) showToast(`Please login to view ${page} page`, 'error');
  }, [signedOut, page, showToast]);

  if (session.status === 'loading') {
    return <StatusMessage kind="loading">Loading session...</StatusMessage>;
  }
  if (signedOut) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
