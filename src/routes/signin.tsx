import { createFileRoute } from '@tanstack/react-router';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { safeRedirectPath } from '#kit/lib/safe-redirect';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/signin')({
  // Only a path on this site is kept; anything else falls back to the dashboard.
  // The key is always returned: an omitted key would let the raw, unchecked value through.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: safeRedirectPath(search.redirect, '/signin') }),
  component: SignInRoute,
});

function SignInRoute() {
  useDocumentTitle(m['auth.sign-in.title']());
  const { redirect } = Route.useSearch();
  return <SignInForm redirectTo={safeRedirectPath(redirect, '/signin')} />;
}
