import { createFileRoute } from '@tanstack/react-router';
import { AuditPanel, parseAuditSearch } from '../../features/audit/audit-panel';

export const Route = createFileRoute('/_dashboard/audit')({
  validateSearch: parseAuditSearch,
  component: AuditPanel,
});
