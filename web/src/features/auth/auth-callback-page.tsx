// `/auth/callback`: where an external (Google) sign-in starts and ends. Opened with
// ?start=google it sends the visitor to Google, which brings them back here; then it finishes
// the sign-in and goes home, or to /login when it did not work.
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { StatusMessage } from '@/components/feedback/status-message';
import { useAuthActions } from '@/lib/account/session';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { useEnterSignedIn } from './use-enter-signed-in';

/** Set while the visitor is away at the identity provider, so the return is not a new start. */
export const REDIRECT_PENDING_KEY = 'portal:google-redirect-pending';

/** Navigation state for /login when a Google sign-in was tried and did not finish. */
export interface ExternalSignInState {
  externalSignInFailed: true;
}

export default function AuthCallbackPage() {
  useDocumentTitle('Signing in');
  const { signInWithGoogle, finishRedirectSignIn } = useAuthActions();
  const navigate = useNavigate();
  const enterSignedIn = useEnterSignedIn();
  const [params] = useSearchParams();
  // Once per visit: a second run (React's development double effect) must not start again.
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const toLogin = (error?: unknown) => {
      if (error) console.error('Signing in with Google failed', error);
      // Say so on /login when a sign-in was under way; a stray visit here goes there quietly.
      const tried = !!error || !!sessionStorage.getItem(REDIRECT_PENDING_KEY);
      sessionStorage.removeItem(REDIRECT_PENDING_KEY);
      const state: ExternalSignInState | null = tried ? { externalSignInFailed: true } : null;
      navigate('/login', { replace: true, state });
    };
    if (params.get('start') === 'google' && !sessionStorage.getItem(REDIRECT_PENDING_KEY)) {
      sessionStorage.setItem(REDIRECT_PENDING_KEY, '1');
      signInWithGoogle().catch(toLogin);
      return;
    }
    finishRedirectSignIn()
      .then((signedIn) => {
        if (!signedIn) return toLogin();
        sessionStorage.removeItem(REDIRECT_PENDING_KEY);
        return enterSignedIn('/');
      })
      .catch(toLogin);
  }, [params, signInWithGoogle, finishRedirectSignIn, navigate, enterSignedIn]);

  return <StatusMessage kind="loading">Signing you in...</StatusMessage>;
}
