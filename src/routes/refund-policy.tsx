import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/content/components/static-page';

export const Route = createFileRoute('/refund-policy')({ component: () => <StaticPage slug="refund-policy" /> });
