import { createFileRoute } from '@tanstack/react-router';
import { ApprovalsPanel } from '../../features/approvals';

export const Route = createFileRoute('/_dashboard/approvals')({ component: ApprovalsPanel });
