import { z } from 'zod';
import { reportRewardOrderInputSchema } from '#contract/rewards/schemas';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { TextAreaField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToast } from '#kit/ui/toast/toast-context';
import { maxLengthOf } from '#kit/lib/max-length';
import { trpc } from '../../../lib/trpc';
import { m } from '#i18n/paraglide/messages';
import type { RewardOrder } from '../api/store-queries';

/** The note is the server's field rule; the order id is not typed by anyone. */
const reportFormSchema = z.object({ note: reportRewardOrderInputSchema.shape.note });

/** "Code didn't work": the person's note goes to the admins with the order. */
export function ReportOrderDialog({ order, onClose }: { order: RewardOrder; onClose: () => void }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const form = useSchemaForm(reportFormSchema, { defaultValues: { note: '' } });
  const report = trpc.rewards.report.useMutation({
    onSuccess: async () => {
      toast.success(m['store.orders.reported']());
      await utils.rewards.orders.invalidate();
      onClose();
    },
    onError: (error) => form.showRefusal(error, m['store.order-failed']()),
  });
  const onSubmit = form.handleSubmit(({ note }) => report.mutate({ id: order.id, note }));

  return (
    <Dialog title={m['store.orders.report-title']()} description={m['store.orders.report-description']()} onClose={onClose} preventClose={report.isPending}>
      <form noValidate onSubmit={onSubmit} className="text-left">
        <TextAreaField label={m['store.orders.report-note']()} rows={4} required maxLength={maxLengthOf(reportRewardOrderInputSchema.shape.note)} {...form.field('note')} />
        <FormError message={form.formError} className="mt-3" />
        <DialogActions>
          <Button variant="ghost" onClick={onClose} disabled={report.isPending}>
            {m['store.cancel']()}
          </Button>
          <Button type="submit" busy={report.isPending} busyLabel={m['store.orders.report-busy']()}>
            {m['store.orders.report-send']()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
