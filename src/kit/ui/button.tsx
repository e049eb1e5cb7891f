import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useKitLook, type KitLook } from './kit-look';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

const LOOKS: Record<KitLook, { base: string; sizes: Record<ButtonSize, string>; variants: Record<ButtonVariant, string>; defaultVariant: ButtonVariant }> = {
  public: {
    base: 'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    sizes: { sm: 'px-3 py-1.5 text-xs', md: 'px-4 py-2 text-sm' },
    variants: {
      primary: 'bg-emerald-400 text-emerald-950 hover:bg-emerald-300',
      secondary: 'bg-white/10 text-white ring-1 ring-white/15 hover:bg-white/15',
      ghost: 'text-indigo-100 hover:bg-white/10',
      danger: 'bg-rose-500/15 text-rose-100 ring-1 ring-rose-400/40 hover:bg-rose-500/25',
    },
    defaultVariant: 'primary',
  },
  admin: {
    base: 'inline-flex items-center justify-center gap-1.5 rounded-md font-medium shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed',
    sizes: { sm: 'px-2.5 py-1.5 text-xs', md: 'px-4 py-2 text-sm' },
    variants: {
      primary: 'bg-indigo-600 text-white hover:bg-indigo-500 disabled:bg-indigo-300',
      secondary: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:text-slate-400',
      danger: 'border border-red-200 bg-white text-red-700 hover:bg-red-50 disabled:text-red-300',
      ghost: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:text-slate-400',
    },
    defaultVariant: 'secondary',
  },
};

/** A button's classes, for links that look like buttons too (`look` defaults to the public site's). */
export function buttonClasses(variant?: ButtonVariant, extra = '', options: { look?: KitLook; size?: ButtonSize } = {}): string {
  const look = LOOKS[options.look ?? 'public'];
  return `${look.base} ${look.sizes[options.size ?? 'md']} ${look.variants[variant ?? look.defaultVariant]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A request started by this button is in flight: it cannot be sent twice. */
  busy?: boolean;
  /** Shown instead of the children while busy ("Signing in…"). */
  busyLabel?: ReactNode;
}

/**
 * One button for both SPAs. While `busy` the public site disables it with a spinner; the admin keeps
 * it focusable (a disabled button drops keyboard focus), aria-disabled, and ignores clicks.
 */
export function Button({ variant, size = 'md', busy = false, busyLabel, disabled, className = '', children, type = 'button', onClick, ...rest }: ButtonProps) {
  const look = useKitLook();
  const keepsFocus = look === 'admin';
  return (
    <button
      type={type}
      className={`${buttonClasses(variant, className, { look, size })}${busy && keepsFocus ? ' cursor-wait opacity-70' : ''}`}
      disabled={disabled || (busy && !keepsFocus)}
      aria-disabled={(busy && keepsFocus) || undefined}
      aria-busy={(busy && !keepsFocus) || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {busy && !keepsFocus && (
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
      )}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
