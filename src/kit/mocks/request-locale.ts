import { BASE_LOCALE, LOCALE_COOKIE, negotiateLocale, type Locale } from '#contract/i18n/locales';

/** The request's language as the server decides it (decision 015), for the fixtures: the language cookie, else the browser's languages. */
export function fixtureRequestLocale(): Locale {
  if (typeof document === 'undefined') return BASE_LOCALE;
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return negotiateLocale({ cookie, acceptLanguage: navigator.languages.join(',') });
}
