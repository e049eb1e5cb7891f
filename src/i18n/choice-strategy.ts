import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale } from '#contract/i18n/locales';
import { defineCustomClientStrategy } from './paraglide/runtime';

/**
 * Only the visitor's own choice lives in the `lang` cookie: Paraglide's cookie strategy would store
 * its guess too, which signing in would save on the account. Read here; written by `rememberChosenLocale`.
 */
export const CHOICE_STRATEGY = 'custom-choice';

export function chosenLocale(): Locale | undefined {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(value) ? value : undefined;
}

export function rememberChosenLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

defineCustomClientStrategy(CHOICE_STRATEGY, {
  getLocale: () => chosenLocale(),
  // Paraglide persists whatever it resolved on the first read: a guess is not a choice.
  setLocale: () => undefined,
});
