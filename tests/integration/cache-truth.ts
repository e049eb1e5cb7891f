import { isDeepStrictEqual } from 'node:util';
import type { RunningServer } from '../../server/app';
import { resolveUserSession } from '../../server/modules/auth/sessions';
import { toCurrentUser } from '../../server/modules/auth/to-current-user';
import { listPosts } from '../../server/modules/blog/list-posts';
import { getCapabilities } from '../../server/modules/capabilities/get-capabilities';
import { listCatalogue } from '../../server/modules/catalogue/list-catalogue';
import type { Deps } from '../../server/modules/deps';
import { LOCALES } from '#contract/i18n/locales';
import { getGamesState } from '../../server/modules/games/get-games-state';
import { getDailyPromo } from '../../server/modules/promo/get-daily-promo';
import { SHOWN_REFERRAL_SETTINGS } from '../../server/modules/referrals/get-referral-settings';
import { listStoreRewards } from '../../server/modules/rewards/list-store-rewards';
import { listedTasks } from '../../server/modules/tasks/public-tasks';

/**
 * A write nobody announced (decision 034) leaves a cached value that is no longer the database's.
 * These compare every entry a server's caches kept by changes hold with a fresh read of it; the
 * integration harness (`checkCaches`) and the money simulator do it after every operation, and
 * read the public reads and each signed-in user's "who am I" again after it, so that whatever the
 * next operation changes is held, and checked, too.
 */

/** Deps of the server without its caches: a fresh read each time (a fork per read, so reads may run at once). */
export type FreshDeps = () => Deps;

/**
 * Every kept entry that differs from a fresh read of it: what it says, or nothing. An entry a
 * change forgot while it was read again is not compared (an operation still running committed);
 * one found stale is forgotten, so a missed announcement fails one check, not every later one.
 */
export async function staleCacheEntries(server: RunningServer, fresh: FreshDeps): Promise<string[]> {
  const compared = await Promise.all(
    [...server.caches.keptByChanges()].map(async ({ read, key, value, args }) => {
      const now = await read.options.read(fresh(), args);
      if (isDeepStrictEqual(now, value) || server.caches.of(read).peek(key) !== value) return [];
      read.forget(server, args);
      return [`${read.options.name} [${key}] kept ${shown(value)}, the database has ${shown(now)}`];
    }),
  );
  return compared.flat();
}

/** Reads, into the server's caches, what every visitor reads and, for each token, the session and figures of "who am I". */
export async function readCachedValues(server: RunningServer, fresh: FreshDeps, tokens: Iterable<string>): Promise<void> {
  const deps = (): Deps => ({ ...fresh(), caches: server.caches });
  const whoAmI = async (token: string) => {
    const resolved = await resolveUserSession(deps(), token);
    if (resolved) await toCurrentUser(deps(), resolved.user);
  };
  await Promise.all([
    getDailyPromo(deps()),
    getCapabilities(deps()),
    SHOWN_REFERRAL_SETTINGS.get(deps(), undefined),
    ...LOCALES.flatMap((locale) => [listCatalogue(deps(), { locale }), listPosts(deps(), { locale })]),
    listStoreRewards(deps()),
    listedTasks(deps(), fresh().clock.now()),
    getGamesState(deps(), { userId: null }),
    ...[...tokens].map(whoAmI),
  ]);
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
