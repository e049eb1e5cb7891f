const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2025-09' → 'September 2025' (the server labels its groups the same way). */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-');
  return `${MONTH_NAMES[Number(monthNumber) - 1] ?? month} ${year}`;
}

/** '2025-09-14' → '14 Sep': a calendar date, so no time zone can shift it. */
export function shortDate(isoDate: string): string {
  const [, monthNumber, day] = isoDate.split('-');
  return `${Number(day)} ${SHORT_MONTHS[Number(monthNumber) - 1] ?? ''}`.trim();
}
