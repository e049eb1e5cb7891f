import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button, buttonClasses } from '../../../kit/ui/button';
import { Notice } from '../../../components/ui/feedback';
import { TextField } from '../../../kit/ui/fields';
import { messageFor } from '../../../kit/lib/errors';
import { trpc } from '../../../lib/trpc';
import { checkEmail, useFocusFirstError } from '../../../lib/validation';
import { AuthCard, TEXT_LINK } from './auth-card';

export function ForgotPasswordForm() {
  const { formRef, focusFirstError } = useFocusFirstError();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const request = trpc.auth.requestPasswordReset.useMutation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkEmail(email);
    setError(found);
    if (found) return focusFirstError();
    request.mutate({ email: email.trim() });
  };

  if (request.isSuccess) {
    // The server answers the same whether or not the address has an account.
    return (
      <AuthCard title="Check your e-mail">
        <Notice tone="success">{request.data.message}</Notice>
        <Link to="/signin" className={buttonClasses('primary', 'mt-6 w-full')}>
          Back to sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <Link to="/signin" className={TEXT_LINK}>
          Back to sign in
        </Link>
      }
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Reset your password">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
        {request.isError && <Notice tone="error">{messageFor(request.error)}</Notice>}
        <Button type="submit" className="w-full" busy={request.isPending} busyLabel="Sending…">
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
