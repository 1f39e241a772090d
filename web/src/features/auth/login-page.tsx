// `/login`: e-mail and password; back to where the visitor was going after. Also a password
// reset e-mail and Google sign-in.
import { zodResolver } from '@hookform/resolvers/zod';
import { authErrorMessage, LoginSchema, type LoginInput } from '@portal/domain/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { FormField } from '@/components/forms/form-field';
import { NeedsNetwork } from '@/components/feedback/needs-network';
import { useAuthActions } from '@/lib/account/session';
import { useOnline } from '@/lib/browser/use-online';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import type { ExternalSignInState } from './auth-callback-page';
import { returnPath } from './return-path';
import { useEnterSignedIn } from './use-enter-signed-in';
import './auth.css';

const GOOGLE_FAILED_MESSAGE =
  'Signing in with Google did not finish. Please try again, or log in with your e-mail.';

export default function LoginPage() {
  useDocumentTitle('Login');
  const { logIn, sendPasswordReset } = useAuthActions();
  const enterSignedIn = useEnterSignedIn();
  const online = useOnline();
  const location = useLocation();
  const [formError, setFormError] = useState(() =>
    (location.state as Partial<ExternalSignInState> | null)?.externalSignInFailed
      ? GOOGLE_FAILED_MESSAGE
      : '',
  );
  const [notice, setNotice] = useState('');
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  // Editing any field clears the message above the form.
  const clearMessages = () => {
    setFormError('');
    setNotice('');
  };

  const submit = handleSubmit(async (input) => {
    try {
      await logIn(input);
      await enterSignedIn(returnPath(location.state));
    } catch (error) {
      setFormError(authErrorMessage(error));
    }
  });

  const resetPassword = async () => {
    clearMessages();
    if (!(await trigger('email'))) return;
    try {
      await sendPasswordReset(getValues('email'));
      setNotice(
        'If an account exists for that e-mail, a link to reset the password is on its way.',
      );
    } catch (error) {
      setFormError(authErrorMessage(error));
    }
  };

  return (
    <section className="auth-page" aria-labelledby="login-heading">
      <h1 id="login-heading">Login</h1>
      <NeedsNetwork what="Logging in" />
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      {notice && (
        <p className="form-notice" role="status">
          {notice}
        </p>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} onChange={clearMessages}>
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <button type="submit" className="button button-primary" disabled={isSubmitting || !online}>
          {isSubmitting ? 'Logging in...' : 'Login'}
        </button>
      </form>
      <p>
        <button type="button" className="link-button" onClick={() => void resetPassword()}>
          Forgot password?
        </button>
      </p>
      <p>
        <Link className="button" to="/auth/callback?start=google">
          Continue with Google
        </Link>
      </p>
      <p>
        <Link to="/signup" state={location.state}>
          Don&apos;t have an account? Sign Up
        </Link>
      </p>
    </section>
  );
}
