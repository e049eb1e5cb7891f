import { createFileRoute } from '@tanstack/react-router';
import { requireStore } from '../../features/rewards/api/require-store';
import { RedeemPage } from '../../features/rewards/components/redeem-page';

export const Route = createFileRoute('/_signed-in/redeem')({
  beforeLoad: ({ context }) => requireStore(context),
  component: RedeemPage,
});
