import type { Locale } from '#contract/i18n/locales';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { announceChange } from '../cache';

/** Keeps a signed-in person's language on the account: the site follows it after sign-in, e-mails go out in it. */
export async function setLanguage(deps: Deps, input: { userId: string; locale: Locale }): Promise<{ locale: Locale }> {
  await sql(deps.em, `update users set locale = ? where id = ?`, [input.locale, input.userId]);
  // The sessions carry the language.
  announceChange(deps.em, 'user', input.userId);
  return { locale: input.locale };
}
