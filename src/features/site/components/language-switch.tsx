import { useEffect, useId, useState } from 'react';
import { LOCALES, isLocale, type Locale } from '#contract/i18n/locales';
import { chosenLocale } from '#i18n/choice-strategy';
import { useSession } from '../../auth';
import { currentLocale, switchLocale } from '#i18n/locale';
import { m } from '#i18n/paraglide/messages';
import { buttonClasses } from '#kit/ui/button';
import { trpc } from '../../../lib/trpc';

/** Each language is offered in its own script, so a person who reads only one of them finds it. */
const LANGUAGE_NAMES: Record<Locale, () => string> = { en: () => m['common.language.english'](), hi: () => m['common.language.hindi']() };
const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en', hi: 'hi' };

/** A switch keeps the choice in a cookie and (best effort) on the account for e-mails, then reloads the page. */
function useSwitchLanguage() {
  const session = useSession();
  const save = trpc.account.setLanguage.useMutation();
  const [switching, setSwitching] = useState(false);
  const switchTo = async (locale: Locale) => {
    if (locale === currentLocale() || switching) return;
    setSwitching(true);
    if (session.data) await save.mutateAsync({ locale }).catch(() => undefined);
    switchLocale(locale);
  };
  return { switchTo, switching };
}

/** The header's switch: one button naming the other language. */
export function LanguageSwitch() {
  const { switchTo, switching } = useSwitchLanguage();
  const other: Locale = currentLocale() === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      className={buttonClasses('ghost', 'language-name px-2.5 text-sm')}
      lang={LANGUAGE_TAGS[other]}
      aria-label={`${LANGUAGE_NAMES[other]()} — ${m['common.language.label']()}`}
      aria-busy={switching || undefined}
      onClick={() => void switchTo(other)}
    >
      {LANGUAGE_NAMES[other]()}
    </button>
  );
}

/** The account page's setting: both languages as a choice. */
export function LanguageSetting() {
  const { switchTo, switching } = useSwitchLanguage();
  const name = useId();
  const current = currentLocale();
  return (
    <fieldset className="space-y-2" aria-busy={switching || undefined}>
      <legend className="text-sm font-semibold text-white">{m['common.language.label']()}</legend>
      <div className="flex flex-wrap gap-3">
        {LOCALES.map((locale) => (
          <label key={locale} lang={LANGUAGE_TAGS[locale]} className="language-name flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-white/15 px-4 text-sm text-indigo-50 has-[:checked]:border-emerald-400 has-[:checked]:bg-emerald-400/10">
            <input type="radio" name={name} value={locale} checked={locale === current} disabled={switching} onChange={() => void switchTo(locale)} className="size-4 accent-emerald-400" />
            {LANGUAGE_NAMES[locale]()}
          </label>
        ))}
      </div>
      {switching ? <p role="status" className="text-sm text-indigo-200">{m['common.language.saving']()}</p> : null}
    </fieldset>
  );
}

/** The account's language follows a signed-in person to a browser with no choice of its own (no cookie). */
export function useFollowAccountLanguage(): void {
  const session = useSession();
  const accountLocale = session.data?.locale;
  useEffect(() => {
    if (!isLocale(accountLocale) || accountLocale === currentLocale()) return;
    if (!chosenLocale()) switchLocale(accountLocale);
  }, [accountLocale]);
}
