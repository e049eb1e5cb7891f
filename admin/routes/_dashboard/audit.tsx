import { createFileRoute } from '@tanstack/react-router';
import { AuditPanel } from '../../features/audit/audit-panel';
import { parsePage } from '#kit/lib/page-search';

export const Route = createFileRoute('/_dashboard/audit')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: parsePage(search['page']) }),
  component: AuditPanel,
});
