import { useKitLook, type KitLook } from './kit-look';

const LOOKS: Record<KitLook, { group: string; option: string; first: string; other: string; last: string; on: string; off: string }> = {
  public: {
    group: 'inline-flex rounded-xl',
    option: 'min-h-11 px-3 py-1.5 text-sm font-semibold ring-1 ring-white/15 focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-emerald-300',
    first: 'rounded-l-xl',
    other: '-ml-px',
    last: 'rounded-r-xl',
    on: 'bg-emerald-400 text-emerald-950',
    off: 'bg-white/10 text-white hover:bg-white/15',
  },
  admin: {
    group: 'inline-flex rounded-md shadow-xs',
    option: 'border border-slate-300 px-3 py-1.5 text-sm font-medium focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-indigo-600',
    first: 'rounded-l-md',
    other: '-ml-px',
    last: 'rounded-r-md',
    on: 'bg-indigo-600 text-white',
    off: 'bg-white text-slate-700 hover:bg-slate-50',
  },
};

/** A list's filter as a row of toggle buttons (`aria-pressed`), one of them on; the caller keeps the value. */
export function FilterGroup<Value extends string>({ label, options, labels, value, onChange }: { label: string; options: readonly Value[]; labels: Record<Value, string>; value: Value; onChange: (value: Value) => void }) {
  const look = LOOKS[useKitLook()];
  return (
    <div role="group" aria-label={label} className={look.group}>
      {options.map((option, index) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={`${look.option} ${index === 0 ? look.first : look.other} ${index === options.length - 1 ? look.last : ''} ${value === option ? look.on : look.off}`}
        >
          {labels[option]}
        </button>
      ))}
    </div>
  );
}
