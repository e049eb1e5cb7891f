import type { NotificationKind } from '#contract/notifications/kinds';
import { isLocale, type Locale } from '#contract/i18n/locales';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { turnOffEmail } from './preferences';
import { readUnsubscribeToken } from '../mail';

export interface UnsubscribeTarget {
  userId: string;
  kind: NotificationKind;
  /** The person's language, for the page that asks and confirms. */
  locale: Locale;
}

/** Who and what a token names, for a person who still has an account; null for a forged token or a deleted account. Changes nothing. */
export async function readUnsubscribe(deps: Deps, token: string): Promise<UnsubscribeTarget | null> {
  const named = readUnsubscribeToken(deps.config.appSecret, token);
  if (!named) return null;
  const [user] = await sql<{ locale: string }>(deps.em, `select locale from users where id = ? and deleted_at is null`, [named.userId]);
  if (!user) return null;
  return { ...named, locale: isLocale(user.locale) ? user.locale : 'en' };
}

/** The POST of a one-click unsubscribe (RFC 8058): that kind's e-mails off for that person, no session needed. */
export async function unsubscribe(deps: Deps, token: string): Promise<UnsubscribeTarget | null> {
  const target = await readUnsubscribe(deps, token);
  if (target) await turnOffEmail(deps, target.userId, target.kind);
  return target;
}
