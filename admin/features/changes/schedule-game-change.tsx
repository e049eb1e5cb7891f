import { DEVALUATION_NOTICE_DAYS } from '#contract/changes/rules';
import type { UpdateGameConfigInput } from '#contract/games/schemas';
import { formatIsoDate } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { m } from '../../i18n/paraglide/messages';
import { trpc } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';

/**
 * Shown when a game's save was refused because its settings lower the average prize per play
 * (decision 044): what that means and from which day, and the button that schedules them for it.
 */
export function ScheduleGameChange({ settings, earliestOn, onDone }: { settings: UpdateGameConfigInput; earliestOn: string; onDone: () => void }) {
  const date = formatIsoDate(earliestOn);
  const schedule = trpc.changes.schedule.useMutation(useToastOutcome({ success: m['changes.game.scheduled']({ date }), failure: m['changes.schedule-failed'](), changed: (utils) => [utils.changes.list], onDone }));
  return (
    <div role="note" className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p>{m['changes.game.notice']({ noticeDays: DEVALUATION_NOTICE_DAYS, date })}</p>
      <Button variant="primary" busy={schedule.isPending} onClick={() => schedule.mutate({ kind: 'game-settings', settings, effectiveOn: earliestOn })}>
        {m['changes.game.schedule']({ date })}
      </Button>
    </div>
  );
}
