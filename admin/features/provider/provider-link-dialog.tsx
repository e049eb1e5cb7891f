import { useState } from 'react';
import { linkProblem } from '#contract/provider-catalogue/rules';
import { searchProviderProductsInputSchema, type ProviderLink, type ProviderProductView } from '#contract/provider-catalogue/schemas';
import { formatCount, formatRupees } from '#kit/lib/format';
import { maxLengthOf } from '#kit/lib/max-length';
import { pageCount } from '#kit/lib/page-search';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { EmptyState, ListStates } from '#kit/ui/states';
import { KEEP_PAGE } from '../../components/paged-list';
import { Badge } from '../../components/panel';
import { SearchBox } from '../../components/search-box';
import { trpc } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';
import { LinkFacts, oneCardCost, productFaces } from './link-facts';
import type { LinkSubject } from './provider-link-control';

const SEARCH_PAGE_SIZE = 10;

type Step = { kind: 'choose' } | { kind: 'confirm-link'; product: ProviderProductView } | { kind: 'confirm-unlink' };

/**
 * Links a store product or a withdrawal amount to a product of the synced catalogue: search, choose, see the
 * face value checked and the cost beside the price, then confirm a sentence saying what the link will do.
 */
export function ProviderLinkDialog({ subject, providerName, link, onClose }: { subject: LinkSubject; providerName: string; link: ProviderLink | null; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [chosen, setChosen] = useState<ProviderProductView | null>(null);
  const linked = trpc.providerCatalogue.link.useMutation(
    useToastOutcome({
      success: (saved: { linked: boolean }) => (saved.linked ? m['provider.linked']({ name: subject.name, provider: providerName }) : m['provider.unlinked']({ name: subject.name, provider: providerName })),
      failure: m['provider.link-failed'](),
      changed: (utils) => [utils.providerCatalogue.status],
      onDone: onClose,
    }),
  );
  const words = { name: subject.name, provider: providerName };
  const amount = subject.target.kind === 'withdrawal' ? formatRupees(subject.target.amountPaise) : '';

  if (step.kind !== 'choose') {
    const linking = step.kind === 'confirm-link';
    const cost = linking ? (oneCardCost(step.product, subject) ?? m['provider.confirm.cost-unknown']()) : '';
    const sentence = linking
      ? subject.target.kind === 'reward'
        ? m['provider.confirm.reward']({ ...words, cost })
        : m['provider.confirm.withdrawal']({ provider: providerName, amount, cost })
      : subject.target.kind === 'reward'
        ? m['provider.confirm.unlink-reward']({ name: subject.name })
        : m['provider.confirm.unlink-withdrawal']({ amount });
    return (
      <Dialog title={linking ? m['provider.confirm.title'](words) : m['provider.confirm.unlink-title'](words)} description={sentence} onClose={onClose} preventClose={linked.isPending}>
        <DialogActions>
          <Button onClick={() => setStep({ kind: 'choose' })} disabled={linked.isPending}>
            {m['provider.confirm.back']()}
          </Button>
          <Button
            variant={linking ? 'primary' : 'danger'}
            busy={linked.isPending}
            onClick={() => linked.mutate({ target: subject.target, providerProductId: linking ? step.product.providerProductId : null })}
          >
            {linking ? (linked.isPending ? m['provider.confirm.linking']() : m['provider.confirm.link']()) : linked.isPending ? m['provider.confirm.unlinking']() : m['provider.confirm.unlink']()}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={m['provider.dialog.title']({ name: subject.name })}
      description={m['provider.dialog.description']({ face: formatRupees(Math.round(subject.faceRupees * 100)), price: formatRupees(subject.pricePaise) })}
      onClose={onClose}
    >
      <div className="space-y-4">
        {link ? (
          <section aria-label={m['provider.dialog.current']()} className="rounded-md border border-slate-200 p-3">
            <h3 className="text-sm font-semibold text-slate-900">{m['provider.dialog.current']()}</h3>
            <ProductSummary product={link.product} />
            <LinkFacts product={link.product} subject={subject} />
            <div className="mt-2">
              <Button size="sm" variant="danger" onClick={() => setStep({ kind: 'confirm-unlink' })}>
                {m['provider.dialog.unlink']()}
              </Button>
            </div>
          </section>
        ) : null}
        <CatalogueSearch providerName={providerName} chosen={chosen} onChoose={setChosen} />
        {chosen ? (
          <section aria-label={m['provider.dialog.chosen']()} className="rounded-md border border-indigo-200 bg-indigo-50/40 p-3">
            <h3 className="text-sm font-semibold text-slate-900">{m['provider.dialog.chosen']()}</h3>
            <ProductSummary product={chosen} />
            <LinkFacts product={chosen} subject={subject} />
            <DialogActions>
              <Button variant="primary" disabled={linkProblem(chosen, subject.faceRupees) !== null} onClick={() => setStep({ kind: 'confirm-link', product: chosen })}>
                {m['provider.dialog.link']()}
              </Button>
            </DialogActions>
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}

function ProductSummary({ product }: { product: ProviderProductView }) {
  return (
    <p className="mt-1 text-sm text-slate-700">
      <span className="font-medium text-slate-900">{product.name}</span> · {product.brand} · {productFaces(product)}{' '}
      {product.available ? null : <Badge tone="slate">{m['provider.product.unavailable']()}</Badge>}
    </p>
  );
}

/** The synced catalogue by name or brand, a page at a time. */
function CatalogueSearch({ providerName, chosen, onChoose }: { providerName: string; chosen: ProviderProductView | null; onChoose: (product: ProviderProductView) => void }) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const results = trpc.providerCatalogue.search.useQuery({ query, page, pageSize: SEARCH_PAGE_SIZE }, KEEP_PAGE);
  const pages = results.data ? pageCount(results.data.total, SEARCH_PAGE_SIZE) : 1;
  return (
    <div>
      <SearchBox
        label={m['provider.dialog.search']({ provider: providerName })}
        placeholder={m['provider.dialog.search-placeholder']()}
        value={query}
        maxLength={maxLengthOf(searchProviderProductsInputSchema.shape.query)}
        onSearch={(term) => {
          setQuery(term);
          setPage(1);
        }}
        className="mb-2"
      />
      <ListStates
        query={results}
        loadingLabel={m['provider.dialog.loading']()}
        errorMessage={m['provider.dialog.load-failed']()}
        isEmpty={(data) => data.products.length === 0}
        empty={<EmptyState title={m['provider.dialog.empty']()} />}
      >
        {(data) => (
          <>
            <ul aria-label={m['provider.dialog.results-label']()} className="max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-200">
              {data.products.map((product) => (
                <li key={product.providerProductId} className="flex items-center justify-between gap-3 px-3 py-2">
                  <ProductSummary product={product} />
                  <Button size="sm" disabled={chosen?.providerProductId === product.providerProductId} onClick={() => onChoose(product)} aria-label={m['provider.dialog.choose-label']({ name: product.name })}>
                    {m['provider.dialog.choose']()}
                  </Button>
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav aria-label={m['provider.dialog.pages-label']()} className="mt-2 flex items-center justify-between gap-3">
                <Button size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {m['provider.dialog.previous']()}
                </Button>
                <p className="text-sm text-slate-600" aria-live="polite">
                  {m['provider.dialog.page']({ page: formatCount(page), pages: formatCount(pages) })}
                </p>
                <Button size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {m['provider.dialog.next']()}
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </ListStates>
    </div>
  );
}
