import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: typeof search.token === 'string' && search.token ? search.token : undefined }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  useDocumentTitle(m['auth.reset.title']());
  const { token } = Route.useSearch();
  return <ResetPasswordForm token={token} />;
}
