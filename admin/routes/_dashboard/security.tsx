import { createFileRoute } from '@tanstack/react-router';
import { SecurityPanel } from '../../features/security/security-panel';

export const Route = createFileRoute('/_dashboard/security')({ component: SecurityPanel });
