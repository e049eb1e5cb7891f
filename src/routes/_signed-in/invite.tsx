import { createFileRoute } from '@tanstack/react-router';
import { InvitePage } from '../../features/referrals/components/invite-page';
import { requireCapability } from '../../features/site';

export const Route = createFileRoute('/_signed-in/invite')({
  beforeLoad: ({ context }) => {
    // The page's largest text needs this answer: asked now, it shares the session's round trip (_signed-in.tsx).
    if (!context.firstHtml) void context.trpcUtils.referrals.mine.prefetch();
    return requireCapability(context, 'referrals');
  },
  component: InvitePage,
});
