import { useState } from 'react';
import { formatCount, formatDateTime } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { DataTable, type Column } from '#kit/ui/data-table';
import { Dialog } from '#kit/ui/dialog';
import { pageCount } from '#kit/lib/page-search';
import { EmptyState, ListStates } from '#kit/ui/states';
import { KEEP_PAGE } from '../../components/paged-list';
import { Badge } from '../../components/panel';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import type { AdminRewardProduct } from './reward-product-dialog';

const REWARD_CODES_PAGE_SIZE = 25;

type RewardCode = AdminOutputs['rewards']['codes']['codes'][number];

const STATUS_TONES = { available: 'green', assigned: 'indigo', revealed: 'slate', reported: 'amber' } as const;

export const CODE_STATUS_LABELS: Record<RewardCode['status'], string> = {
  available: m['rewards.stock.available'](),
  assigned: m['rewards.stock.assigned'](),
  revealed: m['rewards.stock.revealed'](),
  reported: m['rewards.stock.reported'](),
};

const COLUMNS: Column<RewardCode>[] = [
  // The server never sends more of a code than its last 4 characters.
  { header: m['rewards.codes.column.code'](), rowHeader: true, className: 'font-mono text-slate-900', cell: (code) => m['rewards.codes.last4']({ last4: code.last4 }) },
  { header: m['rewards.codes.column.status'](), cell: (code) => <Badge tone={STATUS_TONES[code.status]}>{CODE_STATUS_LABELS[code.status]}</Badge> },
  // Two codes may end alike: the upload they came in (its time and short id) tells them apart.
  { header: m['rewards.codes.column.added'](), className: 'text-slate-600', cell: (code) => <time dateTime={code.createdAt.toISOString()}>{formatDateTime(code.createdAt)}</time> },
  { header: m['rewards.codes.column.batch'](), className: 'font-mono text-slate-600', cell: (code) => code.batch },
];

/** One product's codes, newest first, as admins may see them: status and last 4 characters. Paged inside the dialog (no URL of its own). */
export function RewardCodesDialog({ product, onClose }: { product: AdminRewardProduct; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const codes = trpc.rewards.codes.useQuery({ id: product.id, page, pageSize: REWARD_CODES_PAGE_SIZE }, KEEP_PAGE);
  const pages = codes.data ? pageCount(codes.data.total, REWARD_CODES_PAGE_SIZE) : 1;

  return (
    <Dialog title={m['rewards.codes.title']({ name: product.name })} description={m['rewards.codes.description']()} onClose={onClose}>
      <ListStates
        query={codes}
        loadingLabel={m['rewards.codes.loading']()}
        errorMessage={m['rewards.codes.load-failed']()}
        isEmpty={(data) => data.codes.length === 0}
        empty={<EmptyState title={m['rewards.codes.empty.title']()}>{m['rewards.codes.empty.text']()}</EmptyState>}
      >
        {(data) => (
          <>
            <DataTable caption={m['rewards.codes.caption']({ name: product.name })} columns={COLUMNS} rows={data.codes} rowKey={(code) => code.id} stackBelow="md" />
            {pages > 1 ? (
              <nav aria-label={m['rewards.codes.pages-label']()} className="mt-3 flex items-center justify-between gap-3">
                <Button size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {m['rewards.codes.previous']()}
                </Button>
                <p className="text-sm text-slate-600" aria-live="polite">
                  {m['rewards.codes.page']({ page: formatCount(page), pages: formatCount(pages), total: formatCount(data.total) })}
                </p>
                <Button size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {m['rewards.codes.next']()}
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </ListStates>
    </Dialog>
  );
}
