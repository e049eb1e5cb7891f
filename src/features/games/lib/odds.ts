import { formatRupees } from '#kit/lib/format';

/** "30%", "3%", "12.5%", "0.01%": a chance as the table makes it, never rounded to a nicer-looking figure. */
export function formatChance(probability: number): string {
  const percent = probability * 100;
  const rounded = Math.round(percent * 100) / 100;
  if (rounded === 0 && percent > 0) return '<0.01%';
  return `${rounded.toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;
}

/** An average prize: paise may be fractional ("₹0.95", "₹1.65", "₹0.07"). */
export function formatAveragePrize(paise: number): string {
  return formatRupees(Math.round(paise));
}
