import { createFileRoute } from '@tanstack/react-router';
import { SpinAndWinPage } from '../features/games/components/spin-and-win-page';

export const Route = createFileRoute('/spin-and-win')({ component: SpinAndWinPage });
