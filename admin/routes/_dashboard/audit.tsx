import { createFileRoute } from '@tanstack/react-router';
import { AuditPanel } from '../../features/audit/audit-panel';
import { parsePageSearch } from '#kit/lib/page-search';

export const Route = createFileRoute('/_dashboard/audit')({
  validateSearch: parsePageSearch,
  component: AuditPanel,
});
