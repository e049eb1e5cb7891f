import { createFileRoute } from '@tanstack/react-router';
import { RewardsPanel } from '../../features/rewards/rewards-panel';

export const Route = createFileRoute('/_dashboard/rewards')({
  component: RewardsPanel,
});
