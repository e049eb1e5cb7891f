/** Admins work in India: dates are shown in IST whatever the laptop's time zone. */
const TIME_ZONE = 'Asia/Kolkata';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: TIME_ZONE,
});
const count = new Intl.NumberFormat('en-IN');

const shortRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Amounts travel as integer paise; ₹1 = 100 paise. */
export function formatRupees(paise: number): string {
  return rupees.format(paise / 100);
}

/** Whole rupees without decimals (₹30, ₹12.5) — for labels like the withdrawal amounts. */
export function formatRupeesShort(paise: number): string {
  return shortRupees.format(paise / 100);
}

export function formatDate(value: Date): string {
  return date.format(value);
}

export function formatDateTime(value: Date): string {
  return dateTime.format(value);
}

export function formatCount(value: number): string {
  return count.format(value);
}

/** Compact one-line JSON for audit before/after values; absent values read as an em dash. */
export function compactJson(value: unknown): string {
  if (value === undefined || value === null) return '—';
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

const calendarDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar day travelling as "2025-06-20" (already an IST date) → "20 Jun 2025". */
export function formatIsoDate(value: string): string {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return calendarDate.format(new Date(Date.UTC(year, month - 1, day)));
}
