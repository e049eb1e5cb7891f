import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { adminSignInInputSchema } from '../../../server/modules/admin-auth/schemas';
import { Button } from '../../../src/kit/ui/button';
import { TextField } from '../../../src/kit/ui/fields';
import { useToast } from '../../../src/kit/ui/toast/toast-context';
import { appCodeOf, messageFor } from '../../../src/kit/lib/errors';
import { useSchemaForm } from '../../../src/kit/ui/form/use-schema-form';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RecoveryCodesNotice, secondFactorCodeFieldSchema, TWO_FACTOR_MESSAGES, TwoFactorEnrolment, type Enrolment } from '../security';

export const LOGIN_MESSAGES = {
  failed: 'Login failed',
} as const;

const credentialsSchema = adminSignInInputSchema.pick({ email: true, password: true });
const codeSchema = z.object({ otp: secondFactorCodeFieldSchema });

const routeApi = getRouteApi('/login');

type SignedInAdmin = NonNullable<AdminOutputs['adminAuth']['session']>;

/**
 * e-mail + password → (when the admin has a second factor) the code → dashboard. Where a second
 * factor is required and the admin has none yet, the password leads to enrolment instead, and
 * the sign-in finishes once the first code is confirmed and the recovery codes are saved.
 */
type Step = { name: 'credentials' } | { name: 'code' } | { name: 'enrol'; enrolment: Enrolment } | { name: 'recovery-codes'; codes: string[]; admin: SignedInAdmin };

export function LoginScreen() {
  useDocumentTitle('Sign in');
  const search = routeApi.useSearch();
  const router = useRouter();
  const toasts = useToast();
  const utils = trpc.useUtils();
  const form = useSchemaForm(credentialsSchema, { defaultValues: { email: '', password: '' } });
  const [step, setStep] = useState<Step>({ name: 'credentials' });

  const finish = async (admin: SignedInAdmin) => {
    utils.adminAuth.session.setData(undefined, admin);
    await utils.adminAuth.dashboard.invalidate();
    if (search.redirect) await router.navigate({ href: search.redirect, replace: true });
    else await router.navigate({ to: '/users', replace: true });
  };

  const beginEnrolment = trpc.adminAuth.twoFactor.beginEnrolment.useMutation({
    onSuccess: (enrolment) => setStep({ name: 'enrol', enrolment }),
    onError: (error) => toasts.error(messageFor(error, TWO_FACTOR_MESSAGES.startFailed)),
  });

  const signIn = trpc.adminAuth.signIn.useMutation({
    onSuccess: async (result) => {
      if ('enrolmentRequired' in result) return beginEnrolment.mutate();
      await finish(result.admin);
    },
    onError: (error) => {
      if (appCodeOf(error) === 'admin-auth.code-required') return setStep({ name: 'code' });
      toasts.error(messageFor(error, LOGIN_MESSAGES.failed));
    },
  });

  const backToPassword = () => {
    form.resetField('password');
    setStep({ name: 'credentials' });
  };

  if (step.name === 'code') {
    return (
      <LoginFrame subtitle="Two-factor sign-in">
        <CodeForm pending={signIn.isPending} onSubmit={(otp) => signIn.mutate({ ...form.getValues(), otp })} onBack={backToPassword} />
      </LoginFrame>
    );
  }
  if (step.name === 'enrol') {
    return (
      <LoginFrame subtitle="Set up two-factor sign-in" wide>
        <p className="mb-4 text-sm text-slate-600">Admins on this site sign in with a password and a code from an authenticator app. Set it up once to continue.</p>
        <TwoFactorEnrolment
          enrolment={step.enrolment}
          onCancel={backToPassword}
          onConfirmed={({ recoveryCodes, admin }) => {
            // Confirming a sign-in's enrolment always signs in; without an admin there is nothing to continue.
            if (admin) setStep({ name: 'recovery-codes', codes: recoveryCodes, admin });
          }}
        />
      </LoginFrame>
    );
  }
  if (step.name === 'recovery-codes') {
    const { admin } = step;
    return (
      <LoginFrame subtitle="Save your recovery codes" wide>
        <RecoveryCodesNotice codes={step.codes} doneLabel="Continue to the dashboard" onDone={() => void finish(admin)} />
      </LoginFrame>
    );
  }

  return (
    <LoginFrame subtitle="Honest Rewards administration">
      <form noValidate onSubmit={form.handleSubmit((credentials) => signIn.mutate(credentials))} aria-label="Admin sign in" className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in screen has one purpose; its first field takes the typing at once
          autoFocus
          {...form.field('email')}
        />
        <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
        <Button type="submit" variant="primary" className="w-full" disabled={signIn.isPending || beginEnrolment.isPending} aria-busy={signIn.isPending || undefined}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </LoginFrame>
  );
}

function LoginFrame({ subtitle, wide = false, children }: { subtitle: string; wide?: boolean; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-slate-100 via-slate-50 to-indigo-50 p-4">
      <div className={`w-full ${wide ? 'max-w-md' : 'max-w-sm'}`}>
        <div className="mb-6 text-center">
          <div aria-hidden="true" className="mx-auto mb-3 flex size-11 items-center justify-center rounded-xl bg-indigo-600 text-lg font-bold text-white shadow-sm">
            ₹
          </div>
          <h1 className="text-xl font-semibold text-slate-900">Admin sign in</h1>
          <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
      </div>
    </main>
  );
}

/** The second step of a sign-in: an authenticator code, or one of the recovery codes. */
function CodeForm({ pending, onSubmit, onBack }: { pending: boolean; onSubmit: (otp: string) => void; onBack: () => void }) {
  const form = useSchemaForm(codeSchema, { defaultValues: { otp: '' } });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ otp }) => {
        if (!pending) onSubmit(otp);
      })}
      aria-label="Two-factor code"
      className="space-y-4"
    >
      <TextField
        label="Authentication code"
        autoComplete="one-time-code"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- this step appears after the password was accepted: the code field is where the admin types next
        autoFocus
        hint="The 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes."
        {...form.field('otp')}
      />
      <Button type="submit" variant="primary" className="w-full" busy={pending}>
        {pending ? 'Checking…' : 'Verify and sign in'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        Use a different account
      </Button>
    </form>
  );
}
