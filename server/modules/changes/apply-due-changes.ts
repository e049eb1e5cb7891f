import type { EntityManager } from '@mikro-orm/postgresql';
import { updateGameConfigInputSchema } from '#contract/games/schemas';
import { referralSettingsSchema } from '#contract/referrals/schemas';
import { SETTING_KEYS } from '#contract/settings/schemas';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { loadGameConfig, writeGameConfig } from '../games';
import { getReferralSettings } from '../referrals';
import { setRewardProductPrice } from '../rewards';
import { writeSetting } from '../settings';
import { sql } from '../sql';
import { setTaskReward } from '../tasks';
import type { ChangeRow } from './change-rows';

type DueRow = Omit<ChangeRow, 'subject_name'>;

/** Writes one change where its subject lives; false when the subject no longer exists. */
async function applyTo(deps: Pick<Deps, 'clock'>, em: EntityManager, change: DueRow, now: Date): Promise<boolean> {
  switch (change.kind) {
    case 'product-price':
      return setRewardProductPrice(em, change.subject, change.new_value, now);
    case 'task-reward':
      return setTaskReward(em, change.subject, change.new_value, now);
    case 'referral-reward': {
      const current = await getReferralSettings({ em });
      await writeSetting({ ...deps, em }, SETTING_KEYS.referrals, referralSettingsSchema.parse({ ...current, [change.subject]: change.new_value }));
      return true;
    }
    case 'game-settings': {
      // The switch and the budget stay as they are then; the announced table and limits become a new version (decision 030).
      const current = await loadGameConfig(em, change.subject as Parameters<typeof loadGameConfig>[1]);
      const settings = updateGameConfigInputSchema.parse({ game: current.game, enabled: current.enabled, dailyBudgetPaise: current.dailyBudgetPaise, ...(change.settings as object) });
      await writeGameConfig(em, settings, now);
      return true;
    }
  }
}

/**
 * Applies every change whose day has come (decision 044), each once and in its own transaction: the
 * row is claimed `FOR UPDATE SKIP LOCKED` and must still be pending, so two runs, or a run and the
 * admin's cancel, never both act on it. Answers how many were applied.
 */
export async function applyDueChanges(deps: Pick<Deps, 'em' | 'clock'>): Promise<number> {
  let applied = 0;
  for (;;) {
    const done = await deps.em.fork().transactional(async (em) => {
      const now = deps.clock.now();
      const [due] = await sql<DueRow>(
        em,
        `select * from scheduled_changes where status = 'pending' and effective_at <= ? order by effective_at, id limit 1 for update skip locked`,
        [now],
      );
      if (!due) return null;
      const found = await applyTo(deps, em, due, now);
      await sql(
        em,
        found
          ? `update scheduled_changes set status = 'applied', applied_at = ? where id = ?`
          : `update scheduled_changes set status = 'cancelled', cancelled_at = ? where id = ?`,
        [now, due.id],
      );
      recordAudit({ em, clock: deps.clock }, {
        adminId: null,
        action: found ? 'changes.apply' : 'changes.subject-gone',
        targetType: due.kind,
        targetId: due.subject,
        before: { id: due.id, status: 'pending', value: due.old_value },
        after: { id: due.id, status: found ? 'applied' : 'cancelled', value: due.new_value },
      });
      await em.flush();
      announceChange(em, 'changes');
      return found;
    });
    if (done === null) return applied;
    if (done) applied += 1;
  }
}
