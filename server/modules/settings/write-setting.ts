import type { EntityManager } from '@mikro-orm/postgresql';
import { SiteSetting } from '../../../db/entities';
import { announceChange } from '../cache';
import type { Deps } from '../deps';

/** Upserts one setting inside the caller's transaction (announced when it commits) and returns the previous value (for the audit log). */
export async function writeSetting(deps: Pick<Deps, 'clock'> & { em: EntityManager }, key: string, value: unknown): Promise<unknown> {
  const existing = await deps.em.findOne(SiteSetting, { key });
  const before = existing?.value ?? null;
  if (existing) {
    existing.value = value;
    existing.updatedAt = deps.clock.now();
  } else {
    deps.em.create(SiteSetting, { key, value, updatedAt: deps.clock.now() });
  }
  announceChange(deps.em, 'setting', key);
  return before;
}
