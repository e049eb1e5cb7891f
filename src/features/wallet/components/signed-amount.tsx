import { formatSignedRupees } from '#kit/lib/format';

/** A ledger amount: green "+₹50" for money in, red "−₹30" for money out. */
export function SignedAmount({ paise, className = '' }: { paise: number; className?: string }) {
  const tone = paise > 0 ? 'text-emerald-300' : paise < 0 ? 'text-rose-300' : 'text-indigo-200';
  return <span className={`whitespace-nowrap font-semibold tabular-nums ${tone} ${className}`}>{formatSignedRupees(paise)}</span>;
}
