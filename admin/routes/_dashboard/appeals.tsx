import { createFileRoute } from '@tanstack/react-router';
import { AppealsPanel } from '../../features/appeals/appeals-panel';

export const Route = createFileRoute('/_dashboard/appeals')({ component: AppealsPanel });
