import { answerAppealInputSchema, APPEAL_OUTCOMES, type AdminAppeal } from '#contract/appeals/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { SelectField, TextAreaField } from '#kit/ui/fields';
import { useDialogFirstField } from '#kit/ui/form/use-dialog-first-field';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { FormDialog } from '../../components/form-dialog';
import { useActionOutcome } from '../../lib/use-action-outcome';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { ITEM_TABS } from './appeal-labels';

const answerFormSchema = answerAppealInputSchema.omit({ id: true });

const OUTCOME_LABELS = { upheld: m['appeals.outcome.upheld'], changed: m['appeals.outcome.changed'] } as const;

/** Answers an appeal: the outcome and the words the person is e-mailed; the dialog states both consequences before sending. */
export function AnswerAppealDialog({ appeal, onClose, fallbackFocus }: { appeal: AdminAppeal; onClose: () => void; fallbackFocus: () => HTMLElement | null }) {
  const form = useSchemaForm(answerFormSchema, { defaultValues: { outcome: 'upheld', answer: '' } });
  const answer = trpc.appeals.answer.useMutation(
    useActionOutcome({ success: m['appeals.answered'](), failure: m['appeals.failed'](), changed: (utils) => [utils.appeals.list], onDone: onClose, showFailure: (error) => form.showRefusal(error, m['appeals.failed']()) }),
  );
  const [outcomeProps, fieldRef] = useDialogFirstField(form.field('outcome'));
  const tab = ITEM_TABS[appeal.itemKind];
  return (
    <FormDialog
      title={m['appeals.dialog.title']({ name: appeal.user.name })}
      description={
        <>
          {m['appeals.dialog.description']({ email: appeal.user.email })} {m['appeals.dialog.changed-note']({ tab: tab.name() })}
        </>
      }
      onClose={onClose}
      initialFocusRef={fieldRef}
      fallbackFocus={fallbackFocus}
      form={form}
      onValid={(values) => answer.mutate({ id: appeal.id, ...values })}
      busy={answer.isPending}
      submitLabel={m['appeals.dialog.submit']()}
      busyLabel={m['appeals.dialog.submitting']()}
    >
      <SelectField label={m['appeals.dialog.outcome']()} {...outcomeProps}>
        {APPEAL_OUTCOMES.map((outcome) => (
          <option key={outcome} value={outcome}>
            {OUTCOME_LABELS[outcome]()}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={m['appeals.dialog.answer']()} rows={5} maxLength={maxLengthOf(answerFormSchema.shape.answer)} {...form.field('answer')} />
    </FormDialog>
  );
}
