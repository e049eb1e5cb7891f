import { createFileRoute } from '@tanstack/react-router';
import { SpecialRewardsPage } from '../../features/rewards/components/special-rewards-page';

export const Route = createFileRoute('/_signed-in/special-rewards')({ component: SpecialRewardsPage });
