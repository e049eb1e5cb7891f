import { INTL_LOCALE, HTML_LANG, type Locale } from '#contract/i18n/locales';
import { rememberChosenLocale } from './choice-strategy';
import { getLocale } from './paraglide/runtime';

/**
 * The visitor's language for this page load: their cookie, else the browser's languages, else
 * English (the same order the server follows for <html lang> and the meta tags). Switching
 * reloads the page, so the language never changes under a rendered screen.
 */
export function currentLocale(): Locale {
  return getLocale();
}

export function currentIntlLocale(): string {
  return INTL_LOCALE[currentLocale()];
}

/** Remembers the choice (the cookie) and reloads: the next page load reads it. */
export function switchLocale(locale: Locale): void {
  rememberChosenLocale(locale);
  window.location.reload();
}

export function applyDocumentLanguage(): void {
  document.documentElement.lang = HTML_LANG[currentLocale()];
}
