/** The site's languages and how a request's is chosen, shared by server and SPA; a unit test keeps Paraglide's list equal. */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'en';

/** A UI preference, nothing of value: readable by the SPA, which writes it when the visitor switches. */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** The Intl locale for numbers and dates: Indian grouping (₹1,00,000) in both languages. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };
/** `<html lang>` and `og:locale`. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };
export const OG_LOCALE: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of our locales for an Accept-Language header ('hi-IN,hi;q=0.9,en;q=0.8'), by quality
 * then order; null when none matches. Bounded: at most 20 entries are read.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .slice(0, 500)
    .split(',', 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? null;
}

/** Cookie first (the visitor's own choice), then the browser's languages, then English. */
export function negotiateLocale(input: { cookie?: string | null; acceptLanguage?: string }): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  return localeFromAcceptLanguage(input.acceptLanguage) ?? BASE_LOCALE;
}
