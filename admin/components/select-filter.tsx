import { SelectField } from '#kit/ui/fields';
import { useFilterSearch } from '../lib/use-filter-search';
import { Options } from './options';

/**
 * A list's `status` filter as a select kept in the URL, whose first option, `allLabel`, filters
 * nothing; a choice goes back to the first page.
 */
export function SelectFilter<Value extends string>({
  label,
  allLabel,
  options,
  labels,
  value,
  className,
}: {
  label: string;
  allLabel: string;
  options: readonly Value[];
  labels: Record<Value, string>;
  value: Value | undefined;
  className?: string;
}) {
  const filter = useFilterSearch('status');
  return (
    <SelectField label={label} value={value ?? ''} onChange={(event) => filter(event.target.value || undefined)} className={className}>
      <option value="">{allLabel}</option>
      <Options values={options} labels={labels} />
    </SelectField>
  );
}
