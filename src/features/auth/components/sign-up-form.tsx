import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useToast } from '#kit/ui/toast/toast-context';
import { CheckboxField, TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { useCapability } from '../../site';
import { signUpFormSchema } from '../form-schemas';
import { rememberSignedInUser } from '../api/session';
import { AuthCard, TEXT_LINK } from './auth-card';
import { AuthForm, NewPasswordField } from './auth-form';

/**
 * `referralCode`: a shared link's `?ref=`, shown in an editable field while referrals are on.
 * `redirectTo`: where the new account lands (the invite banner sends visitors here for /invite); else the profile.
 * Sign-up signs in (issue 30): the profile's banner then asks for the verified address earning needs.
 */
export function SignUpForm({ referralCode, redirectTo }: { referralCode?: string; redirectTo?: string }) {
  const referrals = useCapability('referrals');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useSchemaForm(signUpFormSchema, {
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', ageConfirmed: false, termsAccepted: false, referralCode: '' },
    // A code of the right shape that no one has: the server's refusal, under the field.
    refusalFields: { 'referrals.code-invalid': 'referralCode' },
  });
  // The field exists only while referrals are on, which site.info may say after the first render;
  // a code the person already edited or cleared is theirs.
  useEffect(() => {
    if (referrals && referralCode && !form.getFieldState('referralCode').isDirty) form.setValue('referralCode', referralCode);
  }, [referrals, referralCode, form]);

  // A server-side validation failure names its fields; each shows next to its input.
  const register = trpc.auth.register.useMutation({
    onSuccess: async ({ user }) => {
      await rememberSignedInUser(queryClient, user);
      await navigate({ href: redirectTo ?? '/profile', replace: true });
      toast.success(m['auth.sign-up.registered']({ email: user.email }));
    },
    onError: (error) => form.showRefusal(error, m['auth.sign-up.failed']()),
  });

  return (
    <AuthCard title={m['auth.sign-up.title']()} description={m['auth.sign-up.description']()} footer={{ question: m['auth.sign-up.have-account'](), to: '/signin', link: m['auth.sign-in-link']() }}>
      <AuthForm
        label={m['auth.sign-up.title']()}
        onSubmit={form.handleSubmit(({ confirmPassword: _confirmation, referralCode: code, ...input }) => register.mutate(referrals && code ? { ...input, referralCode: code } : input))}
        error={form.formError}
        busy={register.isPending}
        busyLabel={m['auth.sign-up.busy']()}
        submit={m['auth.sign-up.submit']()}
      >
        <TextField label={m['auth.sign-up.name']()} autoComplete="name" required maxLength={80} {...form.field('name')} />
        <TextField label={m['auth.email']()} type="email" autoComplete="email" required {...form.field('email')} />
        <NewPasswordField label={m['auth.password']()} {...form.field('password')} />
        <TextField label={m['auth.sign-up.confirm-password']()} type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
        {referrals ? (
          <TextField label={m['referrals.code-field']()} hint={m['referrals.code-field-hint']()} autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.field('referralCode')} />
        ) : null}
        <CheckboxField label={m['auth.sign-up.adult']()} required {...form.field('ageConfirmed')} />
        <CheckboxField
          label={
            <>
              {m['auth.sign-up.accept-terms-before']()}{' '}
              <Link to="/terms" className={TEXT_LINK} target="_blank">
                {m['auth.sign-up.terms-link']()}
              </Link>
            </>
          }
          required
          {...form.field('termsAccepted')}
        />
      </AuthForm>
    </AuthCard>
  );
}
