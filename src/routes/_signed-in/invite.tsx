import { createFileRoute } from '@tanstack/react-router';
import { InvitePage } from '../../features/referrals/components/invite-page';
import { requireCapability } from '../../features/site';

export const Route = createFileRoute('/_signed-in/invite')({
  beforeLoad: ({ context }) => requireCapability(context, 'referrals'),
  // The page's largest text needs this answer: asked once the guards have passed, not after the page's first render (issue 29).
  loader: ({ context }) => {
    if (!context.firstHtml) void context.trpcUtils.referrals.mine.prefetch();
  },
  component: InvitePage,
});
