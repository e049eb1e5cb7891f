import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale } from '#contract/i18n/locales';
import { defineCustomClientStrategy } from './paraglide/runtime';

/**
 * The visitor's own choice of language, and nothing else, lives in the `lang` cookie. Paraglide's
 * built-in cookie strategy also writes the language it *guessed* (from the browser) into its
 * cookie on the first visit, which would make a guess look like a choice: signing in would then
 * overwrite the account's language with it. So the choice is a custom strategy that only reads
 * the cookie; `chooseLocale` is the one place that writes it. Imported first by the app's entry
 * points, before any message is read.
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
