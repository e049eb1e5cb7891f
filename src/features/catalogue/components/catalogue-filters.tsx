import { useId } from 'react';
import { m } from '#i18n/paraglide/messages';
import { MAX_SEARCH_LENGTH } from '#contract/catalogue/rules';
import type { CatalogueSearch, CatalogueStatus } from '../catalogue-search';
import { monthLabel } from '../month-label';

function statusOptions(): Array<{ value: '' | CatalogueStatus; label: string }> {
  return [
    { value: '', label: m['content.catalogue.all-statuses']() },
    { value: 'live', label: m['content.catalogue.live-only']() },
    { value: 'closed', label: m['content.catalogue.closed-only']() },
    { value: 'pending', label: m['content.catalogue.pending-only']() },
  ];
}

const SELECT =
  'block w-full rounded-xl border border-white/15 bg-indigo-950/60 px-3 py-2.5 text-base text-white focus-visible:outline-2 focus-visible:outline-emerald-400';

const LABEL = 'mb-1.5 block text-sm font-medium text-indigo-100';

/** The search box and the month and status choices; the server's months, labelled in the visitor's language. */
export function CatalogueFilters({
  search,
  months,
  searchText,
  onSearchText,
  onFilter,
}: {
  search: CatalogueSearch;
  months: readonly string[];
  searchText: string;
  onSearchText: (text: string) => void;
  onFilter: (next: Partial<CatalogueSearch>) => void;
}) {
  const ids = { search: useId(), month: useId(), status: useId() };
  const monthOptions = search.month && !months.includes(search.month) ? [...months, search.month] : months;
  return (
    <form role="search" aria-label={m['content.catalogue.filter']()} onSubmit={(event) => event.preventDefault()} className="grid gap-4 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor={ids.search} className={LABEL}>
          {m['content.catalogue.search']()}
        </label>
        <input
          id={ids.search}
          type="search"
          value={searchText}
          onChange={(event) => onSearchText(event.target.value)}
          placeholder={m['content.catalogue.search-placeholder']()}
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          className={`${SELECT} placeholder:text-indigo-300/60`}
        />
      </div>
      <div>
        <label htmlFor={ids.month} className={LABEL}>
          {m['content.catalogue.month']()}
        </label>
        <select id={ids.month} value={search.month ?? ''} onChange={(event) => onFilter({ month: event.target.value || undefined })} className={SELECT}>
          <option value="">{m['content.catalogue.all-months']()}</option>
          {monthOptions.map((month) => (
            <option key={month} value={month}>
              {monthLabel(month)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.status} className={LABEL}>
          {m['content.catalogue.status']()}
        </label>
        <select id={ids.status} value={search.status ?? ''} onChange={(event) => onFilter({ status: (event.target.value || undefined) as CatalogueSearch['status'] })} className={SELECT}>
          {statusOptions().map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
