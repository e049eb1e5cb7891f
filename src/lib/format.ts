const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Money is integer paise everywhere; ₹10 is 1000 paise. Whole rupees show without decimals. */
export function formatRupees(paise: number): string {
  const amount = paise / 100;
  if (Number.isInteger(amount)) return rupees.format(amount);
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "14 March 2025" — dates are shown in Indian English, on the Indian calendar day. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}
