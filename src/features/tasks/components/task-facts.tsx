import type { PublicTask } from '#contract/tasks/schemas';
import { formatCount, formatDate, formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { Fact } from '../../../components/ui/feedback';

/** A task's reward, slots left and end date: the same three facts on the list and on the task's page. */
export function TaskFacts({ task }: { task: Pick<PublicTask, 'rewardPaise' | 'remainingSlots' | 'endsAt'> }) {
  return (
    <dl className="grid grid-cols-3 gap-3 text-sm">
      <Fact term={m['tasks.reward']()}>
        <span className="font-bold text-emerald-300">{formatRupees(task.rewardPaise)}</span>
      </Fact>
      <Fact term={m['tasks.slots-left']()}>{formatCount(task.remainingSlots)}</Fact>
      <Fact term={m['tasks.ends']()}>{task.endsAt ? <time dateTime={task.endsAt.toISOString()}>{formatDate(task.endsAt)}</time> : m['tasks.ends-never']()}</Fact>
    </dl>
  );
}
