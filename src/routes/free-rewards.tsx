import { createFileRoute } from '@tanstack/react-router';
import { FreeRewardsPage } from '../features/games/components/free-rewards-page';

export const Route = createFileRoute('/free-rewards')({ component: FreeRewardsPage });
