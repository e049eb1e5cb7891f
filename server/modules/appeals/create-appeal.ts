import type { EntityManager } from '@mikro-orm/postgresql';
import { refuse } from '#contract/errors';
import type { AppealItemKind, BlockedAccountAppealInput, CreateAppealInput, HeldItem } from '#contract/appeals/schemas';
import { burnPasswordCheck, verifyPassword } from '../auth';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { latestAppealsOf, toAppeal, type AppealRow } from './appeal-rows';
import { readHeldItems } from './held-items';

/** The one open appeal per item is the partial unique index's: a second, even racing, inserts nothing. */
async function insertAppeal(deps: Deps, em: EntityManager, input: { userId: string; kind: AppealItemKind; itemId: string; message: string }): Promise<void> {
  const inserted = await sql(
    em,
    `insert into appeals (user_id, item_kind, item_id, message, status, created_at) values (?, ?, ?, ?, 'open', ?)
     on conflict (item_kind, item_id) where status = 'open' do nothing returning id`,
    [input.userId, input.kind, input.itemId, input.message, deps.clock.now()],
  );
  if (inserted.length === 0) throw refuse('appeals.already-open');
}

/**
 * A signed-in person asks for a review of one of their own held, pending, flagged or recently
 * closed items. Someone else's item answers like one that does not exist.
 */
export async function createAppeal(deps: Deps, input: CreateAppealInput & { userId: string }): Promise<HeldItem> {
  return deps.em.transactional(async (em) => {
    const [item] = await readHeldItems({ ...deps, em }, { ids: [input.id] }, [input.kind]);
    if (!item || item.ownerId !== input.userId) throw refuse('appeals.item-not-found');
    await insertAppeal(deps, em, { userId: input.userId, kind: input.kind, itemId: item.id, message: input.message });
    const appeal = (await latestAppealsOf(em, input.userId)).get(`${item.kind}:${item.id}`) as AppealRow;
    const { ownerId: _ownerId, closed: _closed, ...facts } = item;
    return { ...facts, appeal: toAppeal(appeal), canAppeal: false };
  });
}

/**
 * A blocked account cannot sign in, so its owner contests the block from the sign-in page with
 * their e-mail and password (decision 043): checked like a sign-in (an unknown address costs the
 * same time as a wrong password), no session is made, and the answer comes by e-mail.
 */
export async function createBlockedAccountAppeal(deps: Deps, input: BlockedAccountAppealInput): Promise<{ createdAt: Date }> {
  const [user] = await sql<{ id: string; password_hash: string; is_blocked: boolean }>(
    deps.em,
    `select id, password_hash, is_blocked from users where email = ? and deleted_at is null`,
    [input.email],
  );
  if (!user) {
    await burnPasswordCheck(input.password);
    throw refuse('auth.invalid-credentials');
  }
  if (!(await verifyPassword(user.password_hash, input.password))) throw refuse('auth.invalid-credentials');
  if (!user.is_blocked) throw refuse('appeals.account-not-blocked');
  return deps.em.transactional(async (em) => {
    await insertAppeal(deps, em, { userId: user.id, kind: 'account', itemId: user.id, message: input.message });
    return { createdAt: deps.clock.now() };
  });
}
