import type { ComponentProps } from 'react';
import { APPEAL_MESSAGE_MAX, APPEAL_MESSAGE_MIN, createAppealInputSchema, type HeldItem } from '#contract/appeals/schemas';
import { formatCount } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { TextAreaField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';

/** A review's message box with its length rule as the hint: the item's form and the blocked account's share it. */
export function AppealMessageField(props: Omit<ComponentProps<typeof TextAreaField>, 'label' | 'hint' | 'maxLength' | 'rows'>) {
  return (
    <TextAreaField
      label={m['appeals.form.label']()}
      hint={m['appeals.form.hint']({ min: formatCount(APPEAL_MESSAGE_MIN), max: formatCount(APPEAL_MESSAGE_MAX) })}
      maxLength={APPEAL_MESSAGE_MAX}
      rows={4}
      {...props}
    />
  );
}

/** The message's own rule, from the server's schema. */
const messageSchema = createAppealInputSchema.pick({ message: true });

/** "Ask for a review" of one item: the person's message; on the server's yes the item shows its open review. */
export function AppealForm({ item, onDone }: { item: Pick<HeldItem, 'kind' | 'id'>; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.appeals.create.useMutation();
  const form = useSchemaForm(messageSchema, { defaultValues: { message: '' } });
  const onSubmit = form.handleSubmit(async ({ message }) => {
    if (item.kind === 'account') return;
    try {
      await create.mutateAsync({ kind: item.kind, id: item.id, message });
      await utils.appeals.mine.invalidate();
      onDone();
    } catch (error) {
      form.showRefusal(error, m['appeals.form.failed']());
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-3 space-y-3">
      <AppealMessageField {...form.field('message')} />
      <FormError message={form.formError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting} busyLabel={m['appeals.form.busy']()}>
          {m['appeals.form.submit']()}
        </Button>
        <Button onClick={onDone}>{m['appeals.form.cancel']()}</Button>
      </div>
    </form>
  );
}
