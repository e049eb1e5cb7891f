import { DEVALUATION_NOTICE_DAYS, earliestEffectiveOn, effectiveAtOf } from '#contract/changes/rules';
import type { AdminChange, ScheduleChangeInput } from '#contract/changes/schemas';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import { isUniqueViolation, type Deps } from '../deps';
import { sql } from '../sql';
import { changeRows, toAdminChange } from './change-rows';
import { givesLess, measureChange } from './subjects';

/**
 * Schedules a change that gives people less (decision 044): no sooner than the notice after now, one
 * pending change per subject. A change that gives as much or more is refused here: it is saved where
 * it is edited and applies at once.
 */
export async function scheduleChange(deps: Deps, input: ScheduleChangeInput & { adminId: string }): Promise<AdminChange> {
  const now = deps.clock.now();
  const earliestOn = earliestEffectiveOn(now);
  if (input.effectiveOn < earliestOn) throw refuse('changes.notice-too-short', { noticeDays: DEVALUATION_NOTICE_DAYS, earliestOn });
  const { adminId, ...change } = input;
  try {
    return await deps.em.transactional(async (em) => {
      const measured = await measureChange(em, change);
      if (!givesLess(change, measured)) throw refuse('changes.not-a-devaluation');
      const [created] = await sql<{ id: string }>(
        em,
        `insert into scheduled_changes (kind, subject, old_value, new_value, settings, announced_at, effective_at, scheduled_by)
         values (?, ?, ?, ?, ?::jsonb, ?, ?, ?) returning id`,
        [change.kind, measured.subject, measured.oldValue, measured.newValue, measured.settings === null ? null : JSON.stringify(measured.settings), now, effectiveAtOf(change.effectiveOn), adminId],
      );
      const [row] = await changeRows(em, { where: 'c.id = ?', params: [created!.id] });
      const scheduled = toAdminChange(row!);
      recordAudit({ ...deps, em }, { adminId, action: 'changes.schedule', targetType: change.kind, targetId: measured.subject, after: { ...scheduled, settings: measured.settings } });
      await em.flush();
      announceChange(em, 'changes');
      return scheduled;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse('changes.already-pending');
    throw error;
  }
}
