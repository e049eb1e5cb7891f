import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { adminSignInInputSchema } from '#contract/admin-auth/schemas';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { useToast } from '#kit/ui/toast/toast-context';
import { appCodeOf, messageFor } from '#kit/lib/errors';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { m } from '../../i18n/paraglide/messages';
import { RecoveryCodesNotice, TWO_FACTOR_MESSAGES, TwoFactorEnrolment, type Enrolment } from '../security';
import { SecondFactorCodeForm } from './second-factor-code-form';

const credentialsSchema = adminSignInInputSchema.pick({ email: true, password: true });

const routeApi = getRouteApi('/login');

type SignedInAdmin = NonNullable<AdminOutputs['adminAuth']['session']>;

/** Password → code (with a second factor) → dashboard; where one is required but missing, enrolment comes first. */
type Step = { name: 'credentials' } | { name: 'code' } | { name: 'enrol'; enrolment: Enrolment } | { name: 'recovery-codes'; codes: string[]; admin: SignedInAdmin };

export function LoginScreen() {
  useDocumentTitle(m['auth.document-title']());
  const search = routeApi.useSearch();
  const router = useRouter();
  const toasts = useToast();
  const utils = trpc.useUtils();
  const form = useSchemaForm(credentialsSchema, { defaultValues: { email: '', password: '' } });
  const [step, setStep] = useState<Step>({ name: 'credentials' });

  const finish = async (admin: SignedInAdmin) => {
    utils.adminAuth.session.setData(undefined, admin);
    if (search.redirect) await router.navigate({ href: search.redirect, replace: true });
    else await router.navigate({ to: '/', replace: true });
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
      toasts.error(messageFor(error, m['auth.failed']()));
    },
  });

  const backToPassword = () => {
    form.resetField('password');
    setStep({ name: 'credentials' });
  };

  if (step.name === 'code') {
    return (
      <LoginFrame subtitle={m['auth.code.subtitle']()}>
        <SecondFactorCodeForm pending={signIn.isPending} onSubmit={(otp) => signIn.mutate({ ...form.getValues(), otp })} onBack={backToPassword} />
      </LoginFrame>
    );
  }
  if (step.name === 'enrol') {
    return (
      <LoginFrame subtitle={m['auth.enrol.subtitle']()} wide>
        <p className="mb-4 text-sm text-slate-600">{m['auth.enrol.intro']()}</p>
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
      <LoginFrame subtitle={m['auth.recovery-codes.subtitle']()} wide>
        <RecoveryCodesNotice codes={step.codes} doneLabel={m['auth.recovery-codes.done']()} onDone={() => void finish(admin)} />
      </LoginFrame>
    );
  }

  return (
    <LoginFrame subtitle={m['auth.credentials.subtitle']()}>
      <form noValidate onSubmit={form.handleSubmit((credentials) => signIn.mutate(credentials))} aria-label={m['auth.credentials.form-label']()} className="space-y-4">
        <TextField
          label={m['auth.credentials.email']()}
          type="email"
          autoComplete="username"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in screen has one purpose; its first field takes the typing at once
          autoFocus
          {...form.field('email')}
        />
        <TextField label={m['auth.credentials.password']()} type="password" autoComplete="current-password" {...form.field('password')} />
        <Button type="submit" variant="primary" className="w-full" disabled={signIn.isPending || beginEnrolment.isPending} aria-busy={signIn.isPending || undefined}>
          {signIn.isPending ? m['auth.credentials.submitting']() : m['auth.credentials.submit']()}
        </Button>
      </form>
    </LoginFrame>
  );
}

/** The sign-in page around each step: the mark, the title and what this step asks. */
function LoginFrame({ subtitle, wide = false, children }: { subtitle: string; wide?: boolean; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-slate-100 via-slate-50 to-indigo-50 p-4">
      <div className={`w-full ${wide ? 'max-w-md' : 'max-w-sm'}`}>
        <div className="mb-6 text-center">
          <div aria-hidden="true" className="mx-auto mb-3 flex size-11 items-center justify-center rounded-xl bg-indigo-600 text-lg font-bold text-white shadow-sm">
            ₹
          </div>
          <h1 className="text-xl font-semibold text-slate-900">{m['auth.title']()}</h1>
          <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
      </div>
    </main>
  );
}
