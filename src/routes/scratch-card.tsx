import { createFileRoute } from '@tanstack/react-router';
import { ScratchCardPage } from '../features/games/components/scratch-card-page';

export const Route = createFileRoute('/scratch-card')({ component: ScratchCardPage });
