import { z } from 'zod';
import { paiseToRupeeText } from '#contract/money-schemas';
import { contentPromoLimitSchema } from '#contract/settings/schemas';
import { formatRupees } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { Card } from '../../components/card';
import { rupeeText } from '../../lib/money';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';

type Settings = AdminOutputs['settings']['get'];

/** Typed in rupees (₹0: content admins create no codes), sent as the server's paise rule. */
const limitFormSchema = z
  .object({ limit: rupeeText({ allowZero: true }).pipe(contentPromoLimitSchema.shape.contentPromoLimitPaise) })
  .transform(({ limit }) => ({ contentPromoLimitPaise: limit }));

/** The owner's limit on one promo code a content admin creates: amount × max uses (decision 046). */
export function ContentPromoLimitForm({ settings }: { settings: Settings }) {
  const utils = trpc.useUtils();
  const form = useSchemaForm(limitFormSchema, { defaultValues: { limit: paiseToRupeeText(settings.contentPromoLimitPaise) } });
  const save = trpc.settings.updateContentPromoLimit.useMutation(
    useToastOutcome({
      success: m['settings.promo-limit.saved'](),
      failure: (error) => {
        if (!form.placeRefusal(error)) form.setError('limit', { type: 'server', message: m['settings.save-failed']() });
      },
      changed: () => [],
      onDone: (saved: Settings) => utils.settings.get.setData(undefined, saved),
    }),
  );
  const onSubmit = form.handleSubmit((input) => {
    if (!save.isPending) save.mutate(input);
  });
  return (
    <Card id="promo-limit-heading" title={m['settings.promo-limit.title']()} intro={m['settings.promo-limit.intro']()} onSubmit={onSubmit}>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField label={m['settings.promo-limit.label']()} {...form.field('limit')} hint={m['settings.promo-limit.hint']()} inputMode="decimal" autoComplete="off" className="sm:w-48" />
        <Button type="submit" variant="primary" busy={save.isPending}>
          {save.isPending ? m['settings.saving']() : m['settings.promo-limit.save']()}
        </Button>
      </div>
      <p className="mt-3 text-sm text-slate-600" data-testid="promo-limit-state">
        {m['settings.promo-limit.state']({ limit: formatRupees(settings.contentPromoLimitPaise) })}
      </p>
    </Card>
  );
}
