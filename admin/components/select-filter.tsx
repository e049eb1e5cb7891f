import { SelectField } from '#kit/ui/fields';

/**
 * A list's filter as a select whose first option, `allLabel`, filters nothing (`undefined`); the
 * caller keeps the value (in the URL) and goes back to the first page when it changes.
 */
export function SelectFilter<Value extends string>({
  label,
  allLabel,
  options,
  labels,
  value,
  onChange,
  className,
}: {
  label: string;
  allLabel: string;
  options: readonly Value[];
  labels: Record<Value, string>;
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
  className?: string;
}) {
  return (
    <SelectField label={label} value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)} className={className}>
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </SelectField>
  );
}
