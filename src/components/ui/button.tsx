import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-emerald-400 text-emerald-950 hover:bg-emerald-300',
  secondary: 'bg-white/10 text-white ring-1 ring-white/15 hover:bg-white/15',
  ghost: 'text-indigo-100 hover:bg-white/10',
  danger: 'bg-rose-500/15 text-rose-100 ring-1 ring-rose-400/40 hover:bg-rose-500/25',
};

/** Shared look for buttons and for links that act as buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  /** While true the button is disabled and shows `busyLabel` ("Signing in…"). */
  busy?: boolean;
  busyLabel?: ReactNode;
}

export function Button({ variant = 'primary', busy = false, busyLabel, disabled, className = '', children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClasses(variant, className)} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && (
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
      )}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
