import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Button } from '#kit/ui/button';
import { ListStates } from '#kit/ui/states';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { m } from '#i18n/paraglide/messages';
import { formatCount } from '#kit/lib/format';
import type { CatalogueSearch } from '../catalogue-search';
import { useSearchText } from '../use-search-text';
import { CatalogueDialog, useCatalogueDialog } from './catalogue-dialog';
import { CatalogueFilters } from './catalogue-filters';
import { CatalogueGroups, CatalogueSkeleton } from './catalogue-groups';

const routeApi = getRouteApi('/youtube-app');

export function CataloguePage() {
  useDocumentTitle(m['content.catalogue.title']());
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const { dialog, onAction, closeDialog } = useCatalogueDialog();
  const setFilters = (next: Partial<CatalogueSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, ...next }), replace, resetScroll: false });
  const { searchText, setSearchText, clearSearchText } = useSearchText(search.q, (q) => setFilters({ q }, true));

  const catalogue = trpc.catalogue.list.useQuery({ search: search.q, month: search.month, status: search.status }, { placeholderData: keepPreviousData, staleTime: 60_000 });
  const data = catalogue.data;
  const hasFilters = Boolean(search.q || search.month || search.status);
  const clearFilters = () => {
    clearSearchText();
    setFilters({ q: undefined, month: undefined, status: undefined });
  };

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-black tracking-tight text-white sm:text-4xl">{m['content.catalogue.title']()}</h1>
        <p className="mt-2 max-w-3xl text-indigo-200">
          {m['content.catalogue.intro']()}
        </p>
      </header>

      <CatalogueFilters search={search} months={data?.months.map((month) => month.month) ?? []} searchText={searchText} onSearchText={setSearchText} onFilter={setFilters} />

      <p role="status" className="min-h-6 text-sm text-indigo-200" data-testid="catalogue-count">
        {data ? m['content.catalogue.showing']({ matching: formatCount(data.matching), total: formatCount(data.total) }) : ''}
      </p>

      <ListStates
        query={catalogue}
        loading={<CatalogueSkeleton />}
        errorMessage={m['content.failed-to-fetch']()}
        isEmpty={(list) => list.groups.length === 0}
        empty={
          <div className="rounded-2xl bg-white/5 px-6 py-12 text-center ring-1 ring-white/10">
            <p className="text-lg font-semibold text-white">{m['content.catalogue.empty-title']()}</p>
            <p className="mt-1 text-indigo-200">{m['content.catalogue.empty-hint']()}</p>
            {hasFilters ? (
              <Button variant="secondary" className="mt-5" onClick={clearFilters}>
                {m['content.catalogue.clear-filters']()}
              </Button>
            ) : null}
          </div>
        }
      >
        {(list) => <CatalogueGroups groups={list.groups} onAction={(action) => void onAction(action)} />}
      </ListStates>

      {dialog ? <CatalogueDialog state={dialog} onClose={closeDialog} /> : null}
    </div>
  );
}
