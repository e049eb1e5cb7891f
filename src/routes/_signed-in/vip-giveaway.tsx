import { createFileRoute } from '@tanstack/react-router';
import { VipGiveawayPage } from '../../features/vip/components/vip-giveaway-page';
import { requireCapability } from '../../features/site';

export const Route = createFileRoute('/_signed-in/vip-giveaway')({
  beforeLoad: ({ context }) => requireCapability(context, 'vip'),
  component: VipGiveawayPage,
});
