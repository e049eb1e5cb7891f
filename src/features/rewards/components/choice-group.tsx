import { useId } from 'react';

/** A native radio group (arrow keys move and choose, as screen readers expect) drawn as pills. */
export function ChoiceGroup<Value extends string | number>({ legend, options, value, label, onChange }: { legend: string; options: readonly Value[]; value: Value | null; label: (option: Value) => string; onChange: (option: Value) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-white">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={`flex min-h-11 cursor-pointer items-center rounded-xl px-3 text-sm font-semibold ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-300 ${value === option ? 'bg-emerald-400 text-emerald-950 ring-emerald-300' : 'bg-white/10 text-white ring-white/15 hover:bg-white/15'}`}
          >
            <input type="radio" name={name} value={String(option)} checked={value === option} onChange={() => onChange(option)} className="sr-only" />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
