import { z } from 'zod';
import { refineTaskFields, rejectSubmissionInputSchema, taskFieldsSchema, type AdminTask } from '#contract/tasks/schemas';
import { instantToIstLocal, istLocalToInstant } from '#kit/lib/ist';
import { paiseToRupeeText, rupeeTextSchema } from '../../lib/money';
import { numberText } from '../../lib/number-text';
import { m } from '../../i18n/paraglide/messages';

const rules = taskFieldsSchema.shape;

/** A typed IST date-time: blank is "none" (open from now on / never ends); anything unreadable is refused here. */
// Typed as the server rule's input (which also reads ISO text), so it pipes into it.
const istDateTimeText = z.string().transform((text, ctx): Date | string | null | undefined => {
  if (text.trim() === '') return null;
  const instant = istLocalToInstant(text);
  if (!instant) ctx.addIssue({ code: 'custom', message: m['tasks.form.date-invalid']() });
  return instant ?? z.NEVER;
});

/** The task dialog's text read into the server's task input (see lib/number-text.ts), with its cross-field rules. */
export const taskFormSchema = z
  .object({
    title: rules.title,
    steps: rules.steps,
    reward: rupeeTextSchema.pipe(rules.rewardPaise),
    proof: rules.proof,
    perUserLimit: numberText(undefined).pipe(rules.perUserLimit),
    totalLimit: numberText(undefined).pipe(rules.totalLimit),
    startsAt: istDateTimeText.pipe(rules.startsAt),
    endsAt: istDateTimeText.pipe(rules.endsAt),
    enabled: rules.enabled,
  })
  .superRefine(refineTaskFields)
  .transform(({ reward, ...rest }) => ({ ...rest, rewardPaise: reward }));
export type TaskFormValues = z.input<typeof taskFormSchema>;

/** A new task: one submission each, off until an admin ticks Enabled (tasks can be prepared before they open). */
const NEW_TASK: TaskFormValues = { title: '', steps: '', reward: '', proof: 'text', perUserLimit: '1', totalLimit: '100', startsAt: '', endsAt: '', enabled: false };

/** The saved task as the text the form shows, or a new task's starting values. */
export function taskFormValues(task: AdminTask | null): TaskFormValues {
  if (!task) return NEW_TASK;
  return {
    title: task.title,
    steps: task.steps,
    reward: paiseToRupeeText(task.rewardPaise),
    proof: task.proof,
    perUserLimit: String(task.perUserLimit),
    totalLimit: String(task.totalLimit),
    startsAt: task.startsAt ? instantToIstLocal(task.startsAt) : '',
    endsAt: task.endsAt ? instantToIstLocal(task.endsAt) : '',
    enabled: task.enabled,
  };
}

/** The reject dialog's reason, under the server's rule and its words ('Please give a reason the user will see'). */
export const rejectSubmissionFormSchema = z.object({ reason: rejectSubmissionInputSchema.shape.reason });
