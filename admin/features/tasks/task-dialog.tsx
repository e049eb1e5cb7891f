import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { TASK_PROOF_KINDS, taskFieldsSchema, type AdminTask } from '#contract/tasks/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { MarkdownField, type MarkdownTab } from '../../components/markdown-field';
import { trpc } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';
import { taskFormSchema, taskFormValues } from './task-form-schema';
import { PROOF_LABELS } from './task-labels';

const FIELDS = taskFieldsSchema.shape;

/** Create or edit a task. Every field is sent (the server replaces them all), so an edit saves the task as shown. */
export function TaskDialog({ task, onClose }: { task: AdminTask | null; onClose: () => void }) {
  const form = useSchemaForm(taskFormSchema, { defaultValues: taskFormValues(task) });
  const [stepsTab, setStepsTab] = useState<MarkdownTab>('write');

  const callbacks = useToastOutcome({
    success: task ? m['tasks.saved']() : m['tasks.created'](),
    failure: (error) => form.showRefusal(error, m['tasks.save-failed']()),
    changed: (utils) => [utils.tasks.list],
    onDone: onClose,
  });
  const create = trpc.tasks.create.useMutation(callbacks);
  const update = trpc.tasks.update.useMutation(callbacks);
  const busy = create.isPending || update.isPending;

  // The steps live on the Write tab: refused steps bring that tab back to show it.
  const onInvalid = (errors: FieldErrors) => {
    if (!errors['steps'] || errors['title']) return;
    setStepsTab('write');
    requestAnimationFrame(() => form.setFocus('steps'));
  };
  const onSubmit = form.handleSubmit((input) => {
    if (busy) return;
    if (task) update.mutate({ ...input, id: task.id });
    else create.mutate(input);
  }, onInvalid);

  const count = { inputMode: 'numeric', autoComplete: 'off', maxLength: 9 } as const;
  return (
    <Dialog title={task ? m['tasks.form.edit-title']({ title: task.title }) : m['tasks.form.add-title']()} description={m['tasks.form.description']()} onClose={onClose} preventClose={busy}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label={m['tasks.form.title']()} autoComplete="off" maxLength={maxLengthOf(FIELDS.title)} {...form.field('title')} />
        <MarkdownField
          tabsLabel={m['tasks.form.steps-tabs']()}
          tab={stepsTab}
          onTab={setStepsTab}
          content={() => form.getValues('steps')}
          write={<TextAreaField label={m['tasks.form.steps']()} rows={8} hint={m['tasks.form.steps-hint']()} maxLength={maxLengthOf(FIELDS.steps)} {...form.field('steps')} />}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={m['tasks.form.reward']()} hint={m['tasks.form.reward-hint']()} inputMode="decimal" autoComplete="off" maxLength={12} {...form.field('reward')} />
          <SelectField label={m['tasks.form.proof']()} hint={m['tasks.form.proof-hint']()} {...form.field('proof')}>
            {TASK_PROOF_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {PROOF_LABELS[kind]}
              </option>
            ))}
          </SelectField>
          <TextField label={m['tasks.form.per-user-limit']()} hint={m['tasks.form.per-user-limit-hint']()} {...count} {...form.field('perUserLimit')} />
          <TextField label={m['tasks.form.total-limit']()} hint={m['tasks.form.total-limit-hint']()} {...count} {...form.field('totalLimit')} />
          <TextField label={m['tasks.form.starts-at']()} hint={m['tasks.form.starts-at-hint']()} type="datetime-local" {...form.field('startsAt')} />
          <TextField label={m['tasks.form.ends-at']()} hint={m['tasks.form.ends-at-hint']()} type="datetime-local" {...form.field('endsAt')} />
        </div>
        <CheckboxField label={m['tasks.form.enabled']()} hint={m['tasks.form.enabled-hint']()} {...form.field('enabled')} />
        <FormError message={form.formError} />
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {m['common.cancel']()}
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {busy ? m['common.saving']() : task ? m['common.save-changes']() : m['tasks.form.create']()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
