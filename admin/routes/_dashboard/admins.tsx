import { createFileRoute } from '@tanstack/react-router';
import { AdminsPanel } from '../../features/admins/admins-panel';

export const Route = createFileRoute('/_dashboard/admins')({ component: AdminsPanel });
