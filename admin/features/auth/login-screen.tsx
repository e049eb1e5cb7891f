import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';

export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  failed: 'Login failed',
} as const;

const routeApi = getRouteApi('/login');

interface FieldErrors {
  email?: string;
  password?: string;
}

export function LoginScreen() {
  useDocumentTitle('Sign in');
  const search = routeApi.useSearch();
  const router = useRouter();
  const toasts = useToast();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const signIn = trpc.adminAuth.signIn.useMutation({
    onSuccess: async ({ admin }) => {
      utils.adminAuth.session.setData(undefined, admin);
      await utils.adminAuth.dashboard.invalidate();
      if (search.redirect) await router.navigate({ href: search.redirect, replace: true });
      else await router.navigate({ to: '/users', replace: true });
    },
    onError: (error) => toasts.error(errorMessage(error, LOGIN_MESSAGES.failed)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (!email.trim()) next.email = LOGIN_MESSAGES.emailRequired;
    if (!password) next.password = LOGIN_MESSAGES.passwordRequired;
    setErrors(next);
    if (next.email || next.password) {
      const form = event.currentTarget;
      form.querySelector<HTMLInputElement>(next.email ? 'input[name="email"]' : 'input[name="password"]')?.focus();
      return;
    }
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-slate-100 via-slate-50 to-indigo-50 p-4">
      <div className="w-full max-w-sm">
        <div className="mb-6 text-center">
          <div aria-hidden="true" className="mx-auto mb-3 flex size-11 items-center justify-center rounded-xl bg-indigo-600 text-lg font-bold text-white shadow-sm">
            ₹
          </div>
          <h1 className="text-xl font-semibold text-slate-900">Admin sign in</h1>
          <p className="mt-1 text-sm text-slate-500">Honest Rewards administration</p>
        </div>
        <form noValidate onSubmit={onSubmit} aria-label="Admin sign in" className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          <Button type="submit" variant="primary" className="w-full" disabled={signIn.isPending} aria-busy={signIn.isPending || undefined}>
            {signIn.isPending ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
      </div>
    </main>
  );
}
