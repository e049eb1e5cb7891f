import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { TASK_PROOF_KINDS, taskFieldsSchema, type AdminTask } from '#contract/tasks/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { FormDialog } from '../../components/form-dialog';
import { MarkdownField, type MarkdownTab } from '../../components/markdown-field';
import { Options } from '../../components/options';
import { createOrUpdate } from '../../lib/create-or-update';
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
  const { busy, save } = createOrUpdate(trpc.tasks.create.useMutation(callbacks), trpc.tasks.update.useMutation(callbacks), task?.id);

  // The steps live on the Write tab: refused steps bring that tab back to show it.
  const onInvalid = (errors: FieldErrors) => {
    if (!errors['steps'] || errors['title']) return;
    setStepsTab('write');
    requestAnimationFrame(() => form.setFocus('steps'));
  };

  const count = { inputMode: 'numeric', autoComplete: 'off', maxLength: 9 } as const;
  return (
    <FormDialog
      title={task ? m['tasks.form.edit-title']({ title: task.title }) : m['tasks.form.add-title']()}
      description={m['tasks.form.description']()}
      onClose={onClose}
      form={form}
      onValid={save}
      onInvalid={onInvalid}
      busy={busy}
      submitLabel={task ? m['common.save-changes']() : m['tasks.form.create']()}
    >
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
          <Options values={TASK_PROOF_KINDS} labels={PROOF_LABELS} />
        </SelectField>
        <TextField label={m['tasks.form.per-user-limit']()} hint={m['tasks.form.per-user-limit-hint']()} {...count} {...form.field('perUserLimit')} />
        <TextField label={m['tasks.form.total-limit']()} hint={m['tasks.form.total-limit-hint']()} {...count} {...form.field('totalLimit')} />
        <TextField label={m['tasks.form.starts-at']()} hint={m['tasks.form.starts-at-hint']()} type="datetime-local" {...form.field('startsAt')} />
        <TextField label={m['tasks.form.ends-at']()} hint={m['tasks.form.ends-at-hint']()} type="datetime-local" {...form.field('endsAt')} />
      </div>
      <CheckboxField label={m['tasks.form.enabled']()} hint={m['tasks.form.enabled-hint']()} {...form.field('enabled')} />
    </FormDialog>
  );
}
