import { createFileRoute } from '@tanstack/react-router';
import { ApprovalsPanel } from '../../features/approvals/approvals-panel';

export const Route = createFileRoute('/_dashboard/approvals')({ component: ApprovalsPanel });
