import { createFileRoute } from '@tanstack/react-router';
import { OverviewPanel } from '../../features/dashboard/overview-panel';

/** The admin's home: the dashboard of queues and figures (decision 049). */
export const Route = createFileRoute('/_dashboard/')({ component: OverviewPanel });
