import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/content/components/static-page';

export const Route = createFileRoute('/privacy')({ component: () => <StaticPage slug="privacy" /> });
