import { createFileRoute } from '@tanstack/react-router';
import { VipPurchasePage } from '../../features/vip/components/vip-purchase-page';
import { requireCapability } from '../../features/site';

export const Route = createFileRoute('/_signed-in/vip-purchase')({
  beforeLoad: ({ context }) => requireCapability(context, 'vip'),
  component: VipPurchasePage,
});
