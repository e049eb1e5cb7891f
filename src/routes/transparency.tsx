import { createFileRoute } from '@tanstack/react-router';
import { TransparencyPage } from '../features/figures/components/transparency-page';

export const Route = createFileRoute('/transparency')({ component: TransparencyPage });
