import { createFileRoute } from '@tanstack/react-router';
import { GuessNumberPage } from '../features/games/components/guess-number-page';

export const Route = createFileRoute('/guess-number')({ component: GuessNumberPage });
