import { createFileRoute } from '@tanstack/react-router';
import { AcceptInvitationScreen } from '../features/auth/accept-invitation-screen';

/** The invitation link's page: open signed out (the link is the credential). */
export const Route = createFileRoute('/accept-invitation')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({ token: typeof search['token'] === 'string' ? search['token'] : '' }),
  component: AcceptInvitationScreen,
});
