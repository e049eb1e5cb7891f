import { createFileRoute } from '@tanstack/react-router';
import { FlipCoinPage } from '../features/games/components/flip-coin-page';

export const Route = createFileRoute('/flip-coin')({ component: FlipCoinPage });
