/** Search-param parsing shared by the routes: lenient, so a hand-edited URL never crashes a screen (the page: `parsePage` in the kit's pagination). */
export function parseText(value: unknown, maxLength = 100): string | undefined {
  if (typeof value === 'number') return String(value).slice(0, maxLength);
  return typeof value === 'string' && value.trim() ? value.slice(0, maxLength) : undefined;
}

export function parseOneOf<const T extends readonly string[]>(value: unknown, options: T): T[number] | undefined {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T[number]) : undefined;
}
