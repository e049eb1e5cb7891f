import type { Locale } from '#contract/i18n/locales';
import { currentLocale } from '#i18n/locale';

/** Month names in the visitor's language; English from en-US, as en-IN shortens September to "Sept". */
const MONTH_NAME_LOCALE: Record<Locale, string> = { en: 'en-US', hi: 'hi-IN' };

function monthName(monthNumber: number, style: 'long' | 'short'): string | undefined {
  if (!Number.isInteger(monthNumber) || monthNumber < 1 || monthNumber > 12) return undefined;
  return new Intl.DateTimeFormat(MONTH_NAME_LOCALE[currentLocale()], { month: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2000, monthNumber - 1, 1)));
}

/** '2025-09' → 'September 2025' (the server labels its groups the same way in English). */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-');
  return `${monthName(Number(monthNumber), 'long') ?? month} ${year}`;
}

/** '2025-09-14' → '14 Sep': a calendar date, so no time zone can shift it. */
export function shortDate(isoDate: string): string {
  const [, monthNumber, day] = isoDate.split('-');
  return `${Number(day)} ${monthName(Number(monthNumber), 'short') ?? ''}`.trim();
}
