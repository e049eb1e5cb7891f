import { createFileRoute } from '@tanstack/react-router';
import { LedgerPanel } from '../../features/ledger/ledger-panel';

export const Route = createFileRoute('/_dashboard/ledger')({
  component: LedgerPanel,
});
