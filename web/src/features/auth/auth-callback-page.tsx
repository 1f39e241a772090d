// `/auth/callback`: finishes an external (Google) sign-in, then home, or /login on failure.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { StatusMessage } from '../../components/status-message';
import { useAuthActions } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function AuthCallbackPage() {
  useDocumentTitle('Signing in');
  const { finishRedirectSignIn } = useAuthActions();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    finishRedirectSignIn()
      .then((signedIn) => !cancelled && navigate(signedIn ? '/' : '/login', { replace: true }))
      .catch((error: unknown) => {
        console.error('Finishing the sign-in failed', error);
        if (!cancelled) navigate('/login', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [finishRedirectSignIn, navigate]);
  return <StatusMessage kind="loading">Signing you in...</StatusMessage>;
}
