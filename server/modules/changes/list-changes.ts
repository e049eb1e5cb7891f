import type { AdminChange, Changelog } from '#contract/changes/schemas';
import { CachedRead } from '../cache';
import type { Deps } from '../deps';
import { changeRows, toAdminChange, toPublicChange } from './change-rows';

/** The changelog shows the latest applied changes; older ones stay in the admin's list and the audit log. */
const APPLIED_SHOWN = 50;

async function readChangelog(deps: Deps): Promise<Changelog> {
  const [pending, applied] = await Promise.all([
    changeRows(deps.em, { where: `c.status = 'pending'`, tail: 'order by c.effective_at, c.id' }),
    changeRows(deps.em, { where: `c.status = 'applied'`, tail: `order by c.applied_at desc, c.id limit ${APPLIED_SHOWN}` }),
  ]);
  return { pending: pending.map(toPublicChange), applied: applied.map(toPublicChange) };
}

/** The public changelog, until a change is scheduled, cancelled or applied, or a product or task (their names) changes. */
const CHANGELOG = new CachedRead<void, Changelog, Deps>({
  name: 'changelog',
  key: () => 'changelog',
  read: (deps) => readChangelog(deps),
  maxEntries: 1,
  forgetOn: { changes: 'all', store: 'all', tasks: 'all' },
  public: true,
});

export function getChangelog(deps: Deps): Promise<Changelog> {
  return CHANGELOG.get(deps, undefined);
}

/** The admin's list: every change, newest first. */
export async function listAdminChanges(deps: Deps): Promise<AdminChange[]> {
  return (await changeRows(deps.em, { where: 'true', tail: 'order by c.announced_at desc, c.id desc limit 200' })).map(toAdminChange);
}
