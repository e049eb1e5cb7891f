import { SIGNED_IN_ITEM_KINDS, type MyHeldItems } from '#contract/appeals/schemas';
import type { Deps } from '../deps';
import { latestAppealsOf, toAppeal } from './appeal-rows';
import { readHeldItems } from './held-items';

/** `/reviews`: every item of the person's that is held, pending, flagged or recently closed, why, and the review they asked of it. */
export async function listMyHeldItems(deps: Deps, userId: string): Promise<MyHeldItems> {
  const [items, appeals] = await Promise.all([readHeldItems(deps, { userId }, SIGNED_IN_ITEM_KINDS), latestAppealsOf(deps.em, userId)]);
  return {
    items: items.map(({ ownerId: _ownerId, closed: _closed, ...item }) => {
      const appeal = appeals.get(`${item.kind}:${item.id}`);
      return { ...item, appeal: appeal ? toAppeal(appeal) : null, canAppeal: appeal?.status !== 'open' };
    }),
  };
}
