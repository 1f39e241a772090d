// `/auth/callback`: where an external (Google) sign-in starts and ends. Opened with
// ?start=google it sends the visitor to Google, which brings them back here; then it finishes
// the sign-in and goes home, or to /login when it did not work. Someone already signed in who
// lands here with no sign-in to finish (a bookmark, the back button) goes home too: /login has
// nothing for them.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams, type NavigateFunction } from 'react-router-dom';
import { StatusMessage } from '@/components/feedback/status-message';
import { useAuthActions, useSession } from '@/lib/account/session';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { useEnterSignedIn } from './use-enter-signed-in';

/** Set while the visitor is away at the identity provider, so the return is not a new start. */
export const REDIRECT_PENDING_KEY = 'portal:google-redirect-pending';

/** Navigation state for /login when a Google sign-in was tried and did not finish. */
export interface ExternalSignInState {
  externalSignInFailed: true;
}

/** Goes to /login, saying so there when a sign-in was under way; a stray visit goes quietly. */
function toLogin(navigate: NavigateFunction, error?: unknown) {
  if (error) console.error('Signing in with Google failed', error);
  const tried = !!error || !!sessionStorage.getItem(REDIRECT_PENDING_KEY);
  sessionStorage.removeItem(REDIRECT_PENDING_KEY);
  const state: ExternalSignInState | null = tried ? { externalSignInFailed: true } : null;
  void navigate('/login', { replace: true, state });
}

export default function AuthCallbackPage() {
  useDocumentTitle('Signing in');
  const { signInWithGoogle, finishRedirectSignIn } = useAuthActions();
  const navigate = useNavigate();
  const enterSignedIn = useEnterSignedIn();
  const [params] = useSearchParams();
  const session = useSession();
  /** No sign-in came back to finish: where to go then depends on who is signed in. */
  const [nothingToFinish, setNothingToFinish] = useState(false);
  // Once per visit: a second run (React's development double effect) must not start again.
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const failed = (error: unknown) => toLogin(navigate, error);
    if (params.get('start') === 'google' && !sessionStorage.getItem(REDIRECT_PENDING_KEY)) {
      sessionStorage.setItem(REDIRECT_PENDING_KEY, '1');
      signInWithGoogle().catch(failed);
      return;
    }
    finishRedirectSignIn()
      .then((signedIn) => {
        if (!signedIn) return setNothingToFinish(true);
        sessionStorage.removeItem(REDIRECT_PENDING_KEY);
        return enterSignedIn('/');
      })
      .catch(failed);
  }, [params, signInWithGoogle, finishRedirectSignIn, navigate, enterSignedIn]);

  useEffect(() => {
    // The session may still be loading when the redirect's answer comes: wait for it.
    if (!nothingToFinish || session.status === 'loading') return;
    if (session.status === 'signed-in') {
      sessionStorage.removeItem(REDIRECT_PENDING_KEY);
      void navigate('/', { replace: true });
      return;
    }
    toLogin(navigate);
  }, [nothingToFinish, session.status, navigate]);

  return <StatusMessage kind="loading">Signing you in...</StatusMessage>;
}
