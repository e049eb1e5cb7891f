import { useRef, type KeyboardEvent } from 'react';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import type { RouterOutputs } from '../../../lib/trpc';

export type WithdrawalOption = RouterOutputs['redeem']['options'][number];

interface AmountChoicesProps {
  options: WithdrawalOption[];
  value: number | null;
  onChange: (amountPaise: number) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** The available balance, when known: amounts above it get a gentle note. */
  balancePaise?: number;
}

/** The withdrawal amounts as a radio group of big buttons; one switched off is disabled with the admin's reason. */
export function AmountChoices({ options, value, onChange, labelledBy, describedBy, invalid, balancePaise }: AmountChoicesProps) {
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const enabled = options.filter((option) => option.isAvailable);
  const tabStop = enabled.some((option) => option.amountPaise === value) ? value : (enabled[0]?.amountPaise ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, amountPaise: number) => {
    const index = enabled.findIndex((option) => option.amountPaise === amountPaise);
    const last = enabled.length - 1;
    const target = {
      ArrowRight: index + 1 > last ? 0 : index + 1,
      ArrowDown: index + 1 > last ? 0 : index + 1,
      ArrowLeft: index - 1 < 0 ? last : index - 1,
      ArrowUp: index - 1 < 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined || index === -1) return;
    event.preventDefault();
    const next = enabled[target]!;
    onChange(next.amountPaise);
    buttons.current.get(next.amountPaise)?.focus();
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} aria-invalid={invalid || undefined} className="grid grid-cols-3 gap-2 sm:gap-3">
      {options.map((option) => {
        const checked = option.amountPaise === value;
        const noteId = `amount-note-${option.amountPaise}`;
        const overBalance = option.isAvailable && balancePaise !== undefined && option.amountPaise > balancePaise;
        const note = !option.isAvailable ? (option.unavailableReason ?? m['wallet.redeem.unavailable']()) : overBalance ? m['wallet.redeem.over-balance']() : null;
        return (
          <button
            key={option.amountPaise}
            ref={(element) => {
              if (element) buttons.current.set(option.amountPaise, element);
              else buttons.current.delete(option.amountPaise);
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-describedby={note ? noteId : undefined}
            disabled={!option.isAvailable}
            tabIndex={option.amountPaise === tabStop ? 0 : -1}
            onClick={() => onChange(option.amountPaise)}
            onKeyDown={(event) => onKeyDown(event, option.amountPaise)}
            className={`flex min-h-20 flex-col items-center justify-center rounded-2xl px-2 py-3 sm:px-3 text-center ring-1 transition-colors disabled:cursor-not-allowed ${
              checked
                ? 'bg-emerald-400/20 text-white ring-2 ring-emerald-300'
                : option.isAvailable
                  ? 'bg-white/5 text-white ring-white/15 hover:bg-white/10'
                  : 'bg-white/[0.02] text-indigo-300/70 ring-white/10'
            }`}
          >
            <span className="flex items-center gap-2 text-2xl font-bold">
              {checked && (
                <svg viewBox="0 0 20 20" className="size-5 text-emerald-300" aria-hidden="true" focusable="false">
                  <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              )}
              {formatRupees(option.amountPaise)}
            </span>
            {note && (
              // Read once, as the button's description (aria-describedby), not again in its name.
              <span id={noteId} aria-hidden="true" className={`mt-1 text-xs ${option.isAvailable ? 'text-indigo-200' : 'text-amber-200/90'}`}>
                {note}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
