import { FilterGroup } from '#kit/ui/filter-group';
import { useFilterSearch } from '../lib/use-filter-search';

/**
 * A list's filter buttons kept in the URL (`status` unless `param` says): a choice goes back to the
 * first page, and the list's default (`fallback`) is the one the URL leaves out.
 */
export function UrlFilterGroup<Option extends string>({ label, options, labels, value, fallback, param = 'status' }: { label: string; options: readonly Option[]; labels: Record<Option, string>; value: Option; fallback: Option; param?: string }) {
  const filter = useFilterSearch(param);
  return <FilterGroup label={label} options={options} labels={labels} value={value} onChange={(option) => filter(option === fallback ? undefined : option)} />;
}
