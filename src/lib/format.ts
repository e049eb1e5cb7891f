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

/** "+₹50" for money in, "−₹12.50" (a true minus sign) for money out. */
export function formatSignedRupees(paise: number): string {
  if (paise > 0) return `+${formatRupees(paise)}`;
  if (paise < 0) return `\u2212${formatRupees(-paise)}`;
  return formatRupees(0);
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "2 Oct 2025, 3:30 pm" — a moment in Indian Standard Time, whatever the device's time zone. */
export function formatDateTime(date: Date): string {
  return dateTime.format(date);
}
