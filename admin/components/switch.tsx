import type { ButtonHTMLAttributes, Ref } from 'react';

/** An on/off control (role=switch), named by aria-label or aria-labelledby; `busy` works as on Button. */
export function Switch({
  checked,
  className = '',
  ref,
  busy = false,
  onClick,
  ...props
}: { checked: boolean; busy?: boolean; ref?: Ref<HTMLButtonElement> } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'role' | 'type'>) {
  return (
    <button
      ref={ref}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (!busy) onClick?.(event);
      }}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60 ${
        checked ? 'bg-emerald-600' : 'bg-slate-300'
      } ${className}`}
      {...props}
    >
      <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0.5'}`} />
    </button>
  );
}
