const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const RUPEES_AND_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The one rule for showing money: 5000 → "₹50", 1250 → "₹12.50", 10000000 → "₹1,00,000" (en-IN grouping). */
export function formatRupees(paise: number): string {
  return paise % 100 === 0 ? WHOLE_RUPEES.format(paise / 100) : RUPEES_AND_PAISE.format(paise / 100);
}
