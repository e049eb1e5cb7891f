import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { formatCount, formatRupees } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { DataTable, type Column } from '#kit/ui/data-table';
import { EmptyState, ListStates } from '#kit/ui/states';
import { Badge, PanelHeader } from '../../components/panel';
import { ViewLinks } from '../../components/view-links';
import { trpc } from '../../lib/trpc';
import { isLowStock } from '#contract/rewards/rules';
import { m } from '../../i18n/paraglide/messages';
import { ProviderCatalogueBar, ProviderLinkControl } from '../provider';
import { RewardCodesDialog } from './reward-codes-dialog';
import { RewardOrdersQueue } from './reward-orders-queue';
import { RewardProductDialog, type AdminRewardProduct } from './reward-product-dialog';
import { EnableButton, FeaturedSelect } from './product-row-controls';
import { isDiamonds, KIND_LABELS } from './rewards-labels';
import { UploadCodesDialog } from './upload-codes-dialog';

type Open = { kind: 'create' } | { kind: 'edit' | 'upload' | 'codes'; product: AdminRewardProduct } | null;

const routeApi = getRouteApi('/_dashboard/rewards');

/** The Rewards tab: its products, or (`?view=orders`) the orders queue, one view at a time. */
export function RewardsPanel() {
  const { view } = routeApi.useSearch();
  return (
    <div className="space-y-6">
      <ViewLinks
        label={m['rewards.views-label']()}
        views={[
          { to: '/rewards', search: { view: undefined }, children: m['rewards.view.products']() },
          { to: '/rewards', search: { view: 'orders' }, children: m['rewards.view.orders']() },
        ]}
      />
      {view === 'orders' ? <RewardOrdersQueue /> : <RewardProducts />}
    </div>
  );
}

/** The store's products with their stock counts; each row edits, stocks, features and switches its product. */
function RewardProducts() {
  const products = trpc.rewards.list.useQuery();
  const [open, setOpen] = useState<Open>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(null);

  return (
    <section aria-labelledby="rewards-heading">
      <PanelHeader id="rewards-heading" documentTitle={m['rewards.document-title']()} title={m['rewards.title']()} description={m['rewards.description']()}>
        <Button ref={addButton} variant="primary" onClick={() => setOpen({ kind: 'create' })}>
          {m['rewards.add']()}
        </Button>
      </PanelHeader>
      <ProviderCatalogueBar />
      <ListStates
        query={products}
        loadingLabel={m['rewards.loading']()}
        errorMessage={m['rewards.load-failed']()}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={m['rewards.empty.title']()}>{m['rewards.empty.text']()}</EmptyState>}
      >
        {(data) => (
          <>
            <DataTable
              caption={m['rewards.caption']()}
              columns={COLUMNS}
              rows={data}
              rowKey={(product) => product.id}
              stackBelow="xl"
              actions={(product) => (
                <span className="flex flex-wrap justify-end gap-2">
                  <Button size="sm" onClick={() => setOpen({ kind: 'edit', product })} aria-label={m['rewards.edit-label']({ name: product.name })}>
                    {m['common.edit']()}
                  </Button>
                  {/* A top-up is fulfilled by hand from the orders queue: it has no codes to upload or list. */}
                  {isDiamonds(product.kind) ? null : (
                    <>
                      <Button size="sm" onClick={() => setOpen({ kind: 'upload', product })} aria-label={m['rewards.upload-label']({ name: product.name })}>
                        {m['rewards.upload-button']()}
                      </Button>
                      <Button size="sm" onClick={() => setOpen({ kind: 'codes', product })} aria-label={m['rewards.codes-label']({ name: product.name })}>
                        {m['rewards.show-codes']()}
                      </Button>
                      {/* Gift cards only: a top-up is no card a provider sells (decision 059). */}
                      <ProviderLinkControl subject={{ target: { kind: 'reward', productId: product.id }, name: product.name, faceRupees: product.faceValue, pricePaise: product.pricePaise }} />
                    </>
                  )}
                  <EnableButton product={product} />
                </span>
              )}
            />
            <p className="mt-4 text-sm text-slate-600">{m['rewards.total']({ count: formatCount(data.length) })}</p>
          </>
        )}
      </ListStates>

      {open?.kind === 'create' || open?.kind === 'edit' ? <RewardProductDialog product={open.kind === 'edit' ? open.product : null} onClose={close} /> : null}
      {open?.kind === 'upload' ? <UploadCodesDialog product={open.product} onClose={close} /> : null}
      {open?.kind === 'codes' ? <RewardCodesDialog product={open.product} onClose={close} /> : null}
    </section>
  );
}

/** A code product's stock: codes available (and whether that is low), and those assigned, revealed or reported. */
function CodeStock({ product }: { product: AdminRewardProduct }) {
  return (
    <span className="flex flex-col items-end gap-1 xl:items-start">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums text-slate-900">{m['rewards.stock.available-count']({ count: formatCount(product.stock.available) })}</span>
        <StockMarker product={product} />
      </span>
      <span className="text-xs tabular-nums text-slate-600">
        {m['rewards.stock.others']({ assigned: formatCount(product.stock.assigned), revealed: formatCount(product.stock.revealed), reported: formatCount(product.stock.reported) })}
      </span>
    </span>
  );
}

/** Low by the server's rule (its low-stock e-mail's); none left is said as such. */
function StockMarker({ product }: { product: AdminRewardProduct }) {
  if (product.stock.available === 0) return <Badge tone="red">{m['rewards.stock.out']()}</Badge>;
  if (isLowStock(product.stock.available, product.lowStockThreshold)) return <Badge tone="amber">{m['rewards.stock.low']()}</Badge>;
  return null;
}

const COLUMNS: Column<AdminRewardProduct>[] = [
  {
    header: m['rewards.column.product'](),
    rowHeader: true,
    className: 'font-normal',
    cell: (product) => (
      <span className="min-w-0 text-right xl:text-left">
        <span className="block font-semibold text-slate-900">{product.name}</span>
        <span className="mt-1 flex flex-wrap justify-end gap-1 xl:justify-start">
          <Badge tone="indigo">{KIND_LABELS[product.kind]}</Badge>
          {product.demo ? <Badge tone="amber">{m['rewards.column.demo']()}</Badge> : null}
        </span>
        <span className="mt-1 block text-xs text-slate-600">
          {product.region} · {product.validity}
        </span>
      </span>
    ),
  },
  {
    header: m['rewards.column.face-value'](),
    align: 'end',
    className: 'tabular-nums',
    cell: (product) => (isDiamonds(product.kind) ? m['rewards.diamonds']({ count: formatCount(product.faceValue) }) : formatRupees(product.faceValue * 100)),
  },
  { header: m['rewards.column.price'](), align: 'end', className: 'tabular-nums', cell: (product) => formatRupees(product.pricePaise) },
  {
    header: m['rewards.column.stock'](),
    cell: (product) => (isDiamonds(product.kind) ? <span className="text-sm text-slate-600">{m['rewards.stock.by-hand']()}</span> : <CodeStock product={product} />),
  },
  { header: m['rewards.column.featured'](), cell: (product) => <FeaturedSelect product={product} /> },
  {
    header: m['rewards.column.status'](),
    cell: (product) => (product.enabled ? <Badge tone="green">{m['rewards.column.enabled']()}</Badge> : <Badge tone="slate">{m['rewards.column.disabled']()}</Badge>),
  },
];
