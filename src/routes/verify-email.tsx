import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailStatus } from '../features/auth/components/verify-email-status';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/verify-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: typeof search.token === 'string' && search.token ? search.token : undefined }),
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  useDocumentTitle(m['auth.verify.document-title']());
  const { token } = Route.useSearch();
  return <VerifyEmailStatus token={token} />;
}
