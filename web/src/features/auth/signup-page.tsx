// `/signup`: Name, Email, Password and Contact; creates the account and its profile.
import { zodResolver } from '@hookform/resolvers/zod';
import { authErrorMessage, SignupSchema, type SignupInput } from '@portal/domain/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { FormField } from '@/components/forms/form-field';
import { NeedsNetwork } from '@/components/feedback/needs-network';
import { useAuthActions } from '@/lib/account/session';
import { useOnline } from '@/lib/browser/use-online';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { returnPath } from './return-path';
import { useEnterSignedIn } from './use-enter-signed-in';
import './auth.css';

export default function SignupPage() {
  useDocumentTitle('Sign Up');
  const { signUp } = useAuthActions();
  const enterSignedIn = useEnterSignedIn();
  const online = useOnline();
  const location = useLocation();
  const [formError, setFormError] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput>({
    resolver: zodResolver(SignupSchema),
    defaultValues: { name: '', email: '', password: '', phone: '' },
  });

  const submit = handleSubmit(async (input) => {
    try {
      await signUp(input);
      await enterSignedIn(returnPath(location.state));
    } catch (error) {
      setFormError(authErrorMessage(error));
    }
  });

  return (
    <section className="auth-page" aria-labelledby="signup-heading">
      <h1 id="signup-heading">Sign Up</h1>
      <NeedsNetwork what="Creating an account" />
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} onChange={() => setFormError('')}>
        <FormField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
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
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          label="Contact"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <button type="submit" className="button button-primary" disabled={isSubmitting || !online}>
          {isSubmitting ? 'Creating Account...' : 'Sign Up'}
        </button>
      </form>
      <p>
        <Link to="/login" state={location.state}>
          Already have an account? Login
        </Link>
      </p>
    </section>
  );
}
