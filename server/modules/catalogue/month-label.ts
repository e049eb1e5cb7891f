const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** '2025-09' → 'September 2025': every month gets a heading with its own year. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-');
  return `${MONTH_NAMES[Number(monthNumber) - 1] ?? month} ${year}`;
}

/** The first day of the month and of the next one, for an index-friendly range filter. */
export function monthRange(month: string): { from: string; until: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const nextYear = monthNumber === 12 ? year + 1 : year;
  const nextMonth = monthNumber === 12 ? 1 : monthNumber + 1;
  return { from: `${month}-01`, until: `${nextYear}-${String(nextMonth).padStart(2, '0')}-01` };
}
