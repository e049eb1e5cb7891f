import { formatRupees } from '#contract/money-format';

/** Both SPAs' number and date formats. Money is integer paise; the rupee rule (₹12.50, ₹50) is the contract's, shared with e-mails. */
export { formatRupees };

/** "+₹50" for money in, "−₹12.50" (a true minus sign) for money out. */
export function formatSignedRupees(paise: number): string {
  if (paise > 0) return `+${formatRupees(paise)}`;
  if (paise < 0) return `\u2212${formatRupees(-paise)}`;
  return formatRupees(0);
}

/** Dates and counts on the IST day in the visitor's language (en-IN, or hi-IN set at boot), with Indian digit grouping. */
const TIME_ZONE = 'Asia/Kolkata';
let displayLocale = 'en-IN';

export function setDisplayLocale(intlLocale: string): void {
  displayLocale = intlLocale;
}

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>();
/** The display language's formatter called `name`, made once per language (format-duration.ts uses it too). */
export function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(name: string, make: (locale: string) => T): T {
  const key = `${displayLocale}:${name}`;
  let found = formatters.get(key) as T | undefined;
  if (!found) formatters.set(key, (found = make(displayLocale)));
  return found;
}

const longDate = () => formatter('long', (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }));
const shortDate = () => formatter('short', (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE }));
const dateTime = () =>
  formatter('dateTime', (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: TIME_ZONE }));
const count = () => formatter('count', (locale) => new Intl.NumberFormat(locale));
const list = () => formatter('list', (locale) => new Intl.ListFormat(locale, { type: 'conjunction' }));
const weekday = () => formatter('weekday', (locale) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: TIME_ZONE }));
// A calendar day that travels as "2025-06-20" is already an IST date: formatted as UTC so no zone shifts it.
const calendarDate = () => formatter('calendar', (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));

/** "14 March 2025". */
export function formatLongDate(value: Date): string {
  return longDate().format(value);
}

/** "14 Mar 2025". */
export function formatDate(value: Date): string {
  return shortDate().format(value);
}

/** "2 Oct 2025, 3:30 pm". */
export function formatDateTime(value: Date): string {
  return dateTime().format(value);
}

/** "Friday" (शुक्रवार in Hindi): the IST weekday of an instant. */
export function formatWeekday(value: Date): string {
  return weekday().format(value);
}

/** "₹100, ₹200 and ₹500" (Hindi: "₹100, ₹200 और ₹500"). */
export function formatList(items: readonly string[]): string {
  return list().format(items);
}

/** "1,00,000" — Indian digit grouping. */
export function formatCount(value: number): string {
  return count().format(value);
}

/** "2025-06-20" → "20 Jun 2025"; a value that is not a date is shown as it came. */
export function formatIsoDate(value: string): string {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return calendarDate().format(new Date(Date.UTC(year, month - 1, day)));
}

/** A provider's decimal amount in its own currency ("$12.50", "₹100.98"): never wallet money, which is paise and formatRupees'. */
export function formatCurrencyAmount(amount: number, currency: string): string {
  return formatter(`currency:${currency}`, (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(amount);
}
