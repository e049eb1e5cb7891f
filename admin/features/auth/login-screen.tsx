import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { adminSignInInputSchema } from '#contract/admin-auth/schemas';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { useToast } from '#kit/ui/toast/toast-context';
import { appCodeOf, messageFor } from '#kit/lib/errors';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { m } from '../../i18n/paraglide/messages';
import { TWO_FACTOR_MESSAGES, type Enrolment } from '../security';
import { FirstEnrolment, type SignedInAdmin } from './first-enrolment';
import { LoginFrame } from './login-frame';
import { SecondFactorCodeForm } from './second-factor-code-form';

const credentialsSchema = adminSignInInputSchema.pick({ email: true, password: true });

const routeApi = getRouteApi('/login');

/** Password → code (with a second factor) → dashboard; where one is required but missing, enrolment comes first. */
type Step = { name: 'credentials' } | { name: 'code' } | { name: 'enrol'; enrolment: Enrolment };

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
    return <FirstEnrolment enrolment={step.enrolment} onCancel={backToPassword} onSignedIn={(admin) => void finish(admin)} />;
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
