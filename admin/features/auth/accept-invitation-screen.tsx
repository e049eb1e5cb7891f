import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { MIN_ADMIN_PASSWORD_LENGTH } from '#contract/admin-accounts/rules';
import { acceptInvitationInputSchema } from '#contract/admin-accounts/schemas';
import { messageFor } from '#kit/lib/errors';
import { Button, buttonClasses } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { LoadingState } from '#kit/ui/states';
import { m } from '../../i18n/paraglide/messages';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ROLE_LABEL, ROLE_SCOPE } from '../admins';
import { type Enrolment } from '../security';
import { FirstEnrolment, type SignedInAdmin } from './first-enrolment';
import { LoginFrame } from './login-frame';

const routeApi = getRouteApi('/accept-invitation');
const passwordFormSchema = z.object({ password: acceptInvitationInputSchema.shape.password });

/**
 * The invitation link's page (decision 051): who is invited with which role, a password, then the
 * second factor; only then is the new admin signed in. A link that no longer works says so and why it may be.
 */
export function AcceptInvitationScreen() {
  useDocumentTitle(m['accounts.accept.document-title']());
  const { token } = routeApi.useSearch();
  const router = useRouter();
  const utils = trpc.useUtils();
  const preview = trpc.adminAccounts.invitation.useQuery({ token }, { retry: false, meta: { silentErrors: true } });
  const form = useSchemaForm(passwordFormSchema, { defaultValues: { password: '' } });
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const beginEnrolment = trpc.adminAuth.twoFactor.beginEnrolment.useMutation({
    onSuccess: setEnrolment,
    onError: (error) => form.setFormError(messageFor(error, m['accounts.accept.failed']())),
  });
  const accept = trpc.adminAccounts.acceptInvitation.useMutation({
    onSuccess: () => beginEnrolment.mutate(),
    onError: (error) => form.showRefusal(error, m['accounts.accept.failed']()),
  });

  const finish = async (admin: SignedInAdmin) => {
    utils.adminAuth.session.setData(undefined, admin);
    await router.navigate({ to: '/', replace: true });
  };

  if (enrolment) return <FirstEnrolment enrolment={enrolment} onSignedIn={(admin) => void finish(admin)} />;

  if (preview.isError) {
    return (
      <LoginFrame subtitle={m['accounts.accept.invalid-title']()}>
        <p role="alert" className="text-sm text-slate-700">
          {messageFor(preview.error, m['accounts.accept.failed']())}
        </p>
        <Link to="/login" className={`${buttonClasses('primary', '', { look: 'admin' })} mt-4 w-full`}>
          {m['accounts.accept.to-sign-in']()}
        </Link>
      </LoginFrame>
    );
  }
  if (!preview.data) {
    return (
      <LoginFrame subtitle={m['accounts.accept.checking']()}>
        <LoadingState label={m['accounts.accept.checking']()} lines={2} />
      </LoginFrame>
    );
  }
  const { email, role } = preview.data;
  const busy = accept.isPending || beginEnrolment.isPending;
  return (
    <LoginFrame subtitle={m['accounts.accept.subtitle']()}>
      <p className="mb-4 text-sm text-slate-600">{m['accounts.accept.intro']({ role: ROLE_LABEL[role](), email, scope: ROLE_SCOPE[role]() })}</p>
      <form
        noValidate
        aria-label={m['accounts.accept.subtitle']()}
        className="space-y-4"
        onSubmit={form.handleSubmit((input) => {
          if (!busy) accept.mutate({ token, password: input.password });
        })}
      >
        {/* The address, for the browser's password manager to save the new password under. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField label={m['accounts.accept.password']()} type="password" autoComplete="new-password" hint={m['accounts.accept.password-hint']({ min: MIN_ADMIN_PASSWORD_LENGTH })} {...form.field('password')} />
        <FormError message={form.formError} />
        <p className="text-sm text-slate-600">{m['accounts.accept.next']()}</p>
        <Button type="submit" variant="primary" className="w-full" busy={busy}>
          {busy ? m['accounts.accept.submitting']() : m['accounts.accept.submit']()}
        </Button>
      </form>
    </LoginFrame>
  );
}
