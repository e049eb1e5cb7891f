const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** 5000 → "₹50", 1250 → "₹12.5" — for messages and e-mails. */
export function formatRupees(paise: number): string {
  return RUPEES.format(paise / 100);
}
