import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailChange } from '../features/settings/components/confirm-email-change';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../lib/use-document-title';

/** The link mailed to a new address (decision 040) opens here; it works signed out too. */
export const Route = createFileRoute('/confirm-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: typeof search.token === 'string' && search.token ? search.token : undefined }),
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  useDocumentTitle(m['settings.confirm-email.title']());
  const { token } = Route.useSearch();
  return <ConfirmEmailChange token={token} />;
}
