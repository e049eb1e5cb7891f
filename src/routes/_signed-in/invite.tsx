import { createFileRoute } from '@tanstack/react-router';
import { InvitePage } from '../../features/referrals/components/invite-page';
import { requireCapability } from '../../features/site';

export const Route = createFileRoute('/_signed-in/invite')({
  beforeLoad: ({ context }) => requireCapability(context, 'referrals'),
  component: InvitePage,
});
