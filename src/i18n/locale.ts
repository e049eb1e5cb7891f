import { INTL_LOCALE, HTML_LANG, type Locale } from '#contract/i18n/locales';
import { rememberChosenLocale } from './choice-strategy';
import { getLocale } from './paraglide/runtime';

/** This page load's language: cookie, browser, English (the server's order); switching reloads the page. */
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
