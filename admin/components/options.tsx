/** A select's options: each value, shown by its label. */
export function Options<Value extends string>({ values, labels }: { values: readonly Value[]; labels: Record<Value, string> }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
