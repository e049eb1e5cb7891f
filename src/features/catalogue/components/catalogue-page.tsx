import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClasses } from '#kit/ui/button';
import { Dialog } from '#kit/ui/dialog';
import { ErrorState } from '#kit/ui/states';
import { copyText } from '../../../lib/clipboard';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { m } from '#i18n/paraglide/messages';
import { formatCount } from '#kit/lib/format';
import { MAX_SEARCH_LENGTH } from '#contract/catalogue/rules';
import type { CatalogueSearch, CatalogueStatus } from '../catalogue-search';
import { monthLabel } from '../month-label';
import { AppCard, type CardAction } from './app-card';

const routeApi = getRouteApi('/youtube-app');

/** Typing pauses this long before the URL (and so the list) follows the search box. */
export const SEARCH_DEBOUNCE_MS = 250;

function statusOptions(): Array<{ value: '' | CatalogueStatus; label: string }> {
  return [
    { value: '', label: m['content.catalogue.all-statuses']() },
    { value: 'live', label: m['content.catalogue.live-only']() },
    { value: 'closed', label: m['content.catalogue.closed-only']() },
    { value: 'pending', label: m['content.catalogue.pending-only']() },
  ];
}

type DialogState = CardAction | { kind: 'copyFailed'; code: string } | null;

const SELECT =
  'block w-full rounded-xl border border-white/15 bg-indigo-950/60 px-3 py-2.5 text-base text-white focus-visible:outline-2 focus-visible:outline-emerald-400';

export function CataloguePage() {
  useDocumentTitle(m['content.catalogue.title']());
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const ids = { search: useId(), month: useId(), status: useId() };
  const [dialog, setDialog] = useState<DialogState>(null);

  const setFilters = (next: Partial<CatalogueSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, ...next }), replace, resetScroll: false });

  // The box is typed into freely; the URL follows once typing pauses (replacing, so Back skips keystrokes).
  const [searchText, setSearchText] = useState(search.q ?? '');
  const pushed = useRef(search.q ?? '');
  useEffect(() => {
    // Back/forward (or a link) changed the URL: show its search in the box.
    if ((search.q ?? '') !== pushed.current) {
      pushed.current = search.q ?? '';
      setSearchText(search.q ?? '');
    }
  }, [search.q]);
  useEffect(() => {
    const term = searchText.trim();
    if (term === pushed.current) return;
    const timer = window.setTimeout(() => {
      pushed.current = term;
      setFilters({ q: term || undefined }, true);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the typed text starts the debounce; the filters it writes must not restart it
  }, [searchText]);

  const catalogue = trpc.catalogue.list.useQuery({ search: search.q, month: search.month, status: search.status }, { placeholderData: keepPreviousData, staleTime: 60_000 });
  const data = catalogue.data;
  const months = data?.months ?? [];
  // Labelled here, in the visitor's language (the server's labels are English); a month from the URL with no apps still shows as chosen.
  const monthValues = months.map((month) => month.month);
  const monthOptions = search.month && !monthValues.includes(search.month) ? [...monthValues, search.month] : monthValues;
  const hasFilters = Boolean(search.q || search.month || search.status);

  const onAction = async (action: CardAction) => {
    if (action.kind !== 'copy') return setDialog(action);
    setDialog((await copyText(action.code)) ? action : { kind: 'copyFailed', code: action.code });
  };

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-black tracking-tight text-white sm:text-4xl">{m['content.catalogue.title']()}</h1>
        <p className="mt-2 max-w-3xl text-indigo-200">
          {m['content.catalogue.intro']()}
        </p>
      </header>

      <form role="search" aria-label={m['content.catalogue.filter']()} onSubmit={(event) => event.preventDefault()} className="grid gap-4 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor={ids.search} className="mb-1.5 block text-sm font-medium text-indigo-100">
            {m['content.catalogue.search']()}
          </label>
          <input
            id={ids.search}
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={m['content.catalogue.search-placeholder']()}
            maxLength={MAX_SEARCH_LENGTH}
            autoComplete="off"
            className={`${SELECT} placeholder:text-indigo-300/60`}
          />
        </div>
        <div>
          <label htmlFor={ids.month} className="mb-1.5 block text-sm font-medium text-indigo-100">
            {m['content.catalogue.month']()}
          </label>
          <select id={ids.month} value={search.month ?? ''} onChange={(event) => setFilters({ month: event.target.value || undefined })} className={SELECT}>
            <option value="">{m['content.catalogue.all-months']()}</option>
            {monthOptions.map((month) => (
              <option key={month} value={month}>
                {monthLabel(month)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.status} className="mb-1.5 block text-sm font-medium text-indigo-100">
            {m['content.catalogue.status']()}
          </label>
          <select id={ids.status} value={search.status ?? ''} onChange={(event) => setFilters({ status: (event.target.value || undefined) as CatalogueSearch['status'] })} className={SELECT}>
            {statusOptions().map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </form>

      <p role="status" className="min-h-6 text-sm text-indigo-200" data-testid="catalogue-count">
        {data ? m['content.catalogue.showing']({ matching: formatCount(data.matching), total: formatCount(data.total) }) : ''}
      </p>

      {catalogue.isPending ? (
        <CatalogueSkeleton />
      ) : catalogue.isError && !data ? (
        <ErrorState message={m['content.failed-to-fetch']()} onRetry={() => void catalogue.refetch()} retrying={catalogue.isFetching} />
      ) : data && data.groups.length === 0 ? (
        <div className="rounded-2xl bg-white/5 px-6 py-12 text-center ring-1 ring-white/10">
          <p className="text-lg font-semibold text-white">{m['content.catalogue.empty-title']()}</p>
          <p className="mt-1 text-indigo-200">{m['content.catalogue.empty-hint']()}</p>
          {hasFilters ? (
            <Button
              variant="secondary"
              className="mt-5"
              onClick={() => {
                pushed.current = '';
                setSearchText('');
                setFilters({ q: undefined, month: undefined, status: undefined });
              }}
            >
              {m['content.catalogue.clear-filters']()}
            </Button>
          ) : null}
        </div>
      ) : data ? (
        <div aria-busy={catalogue.isFetching || undefined} className={`space-y-10 transition-opacity ${catalogue.isPlaceholderData ? 'opacity-60' : ''}`}>
          {data.groups.map((group) => (
            <section key={group.month} aria-labelledby={`month-${group.month}`}>
              <h2 id={`month-${group.month}`} className="mb-4 flex items-baseline gap-3 text-xl font-bold text-white">
                {monthLabel(group.month)}
                <span className="rounded-full bg-white/10 px-2.5 py-0.5 text-sm font-medium text-indigo-100">
                  {m['content.catalogue.app-count']({ count: formatCount(group.count) })}
                </span>
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {group.items.map((item) => (
                  <li key={item.id}>
                    <AppCard item={item} onAction={(action) => void onAction(action)} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}

      {dialog ? <CatalogueDialog state={dialog} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

function CatalogueDialog({ state, onClose }: { state: NonNullable<DialogState>; onClose: () => void }) {
  if (state.kind === 'locked') {
    return (
      <Dialog title={m['content.catalogue.locked-title']()} description={state.item.lockReason ?? m['content.catalogue.locked-default']()} onClose={onClose}>
        <Button onClick={onClose}>{m['content.catalogue.ok']()}</Button>
      </Dialog>
    );
  }
  if (state.kind === 'closed') {
    return (
      <Dialog title={m['content.catalogue.closed-title']()} description={m['content.catalogue.closed-message']()} onClose={onClose}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={onClose}>
            {m['content.catalogue.cancel']()}
          </Button>
          {/* A real link (not window.open) so the new tab is never caught by a pop-up blocker. */}
          <a href={state.link} target="_blank" rel="noopener noreferrer" className={buttonClasses('danger')} onClick={onClose}>
            {m['content.catalogue.download-app']()}
          </a>
        </div>
      </Dialog>
    );
  }
  if (state.kind === 'copy') {
    return (
      <Dialog title={m['content.catalogue.copied-title']()} description={m['content.catalogue.copied-message']()} onClose={onClose}>
        <p className="mb-4 font-mono text-lg font-semibold tracking-wide text-emerald-200">{state.code}</p>
        <Button onClick={onClose}>{m['content.catalogue.ok']()}</Button>
      </Dialog>
    );
  }
  return (
    <Dialog title={m['content.catalogue.copy-failed-title']()} description={m['content.catalogue.copy-failed-message']()} onClose={onClose}>
      <p className="mb-4 select-all font-mono text-lg font-semibold tracking-wide text-white">{state.code}</p>
      <Button onClick={onClose}>{m['content.catalogue.ok']()}</Button>
    </Dialog>
  );
}

/** Placeholder cards with the real cards' size, so the page does not jump when the list arrives. */
function CatalogueSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      <span className="sr-only">{m['content.catalogue.loading']()}</span>
      <div aria-hidden="true" className="h-7 w-48 animate-pulse rounded-full bg-white/10 motion-reduce:animate-none" />
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="h-56 animate-pulse rounded-2xl bg-white/5 ring-1 ring-white/10 motion-reduce:animate-none" />
        ))}
      </div>
    </div>
  );
}
