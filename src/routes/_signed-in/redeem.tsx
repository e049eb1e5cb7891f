import { createFileRoute } from '@tanstack/react-router';
import { RedeemPage } from '../../features/rewards/components/redeem-page';
import { requireCapability } from '../../features/site';

export const Route = createFileRoute('/_signed-in/redeem')({
  beforeLoad: ({ context }) => requireCapability(context, 'store'),
  component: RedeemPage,
});
