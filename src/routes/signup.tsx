import { createFileRoute } from '@tanstack/react-router';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { readReferralCode } from '../features/referrals';
import { safeRedirectPath } from '#kit/lib/safe-redirect';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/signup')({
  // `ref`: a shared link's referral code, kept in the URL until sign-up sends it. `redirect`: where
  // the new, signed-in account goes (only a path on this site, as on /signin).
  validateSearch: (search: Record<string, unknown>): { ref?: string; redirect?: string } => ({
    ref: readReferralCode(search),
    redirect: safeRedirectPath(search.redirect, '/signin'),
  }),
  component: SignUpRoute,
});

function SignUpRoute() {
  useDocumentTitle(m['auth.sign-up.title']());
  const { ref, redirect } = Route.useSearch();
  return <SignUpForm referralCode={ref} redirectTo={redirect} />;
}
