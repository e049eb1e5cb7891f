import { formatRupees } from '#kit/lib/format';

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 2 });

/** 0.13 → "13%", 0.565 → "56.5%", 1/3 → "33.33%"; a chance too small to show is "<0.01%", not "0%". */
export function formatChance(probability: number): string {
  if (probability > 0 && probability < 0.0001) return '<0.01%';
  return percent.format(probability);
}

/**
 * An average payout can hold a fraction of a paisa (47.5 paise): it is rounded to the paisa from
 * the paise value itself, so ₹0.475 shows as ₹0.48 (rounding 0.475 as a float would give ₹0.47).
 */
export function formatAveragePaise(paise: number): string {
  return formatRupees(Math.round(paise));
}
