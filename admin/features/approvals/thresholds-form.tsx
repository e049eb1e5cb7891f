import { z } from 'zod';
import { approvalThresholdsSchema, type ApprovalState } from '#contract/approvals/rules';
import { MAX_AMOUNT_PAISE, paiseToRupeeText } from '#contract/money-schemas';
import { formatRupees } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { CheckboxField, TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { Card } from '../../components/card';
import { parseRupees } from '../../lib/money';
import { trpc } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';

const PROMO_MAX_PAISE = 1_000_000_000;

/** A threshold field: rupees, or nothing when its "Off" box is ticked. */
const threshold = (maxPaise: number) =>
  z.object({ amount: z.string(), off: z.boolean() }).transform((value, ctx): number | null => {
    if (value.off) return null;
    const read = parseRupees(value.amount, { maxPaise });
    if (!read.ok) ctx.addIssue({ code: 'custom', path: ['amount'], message: read.message });
    return read.ok ? read.paise : z.NEVER;
  });

const formSchema = z
  .object({ credit: threshold(MAX_AMOUNT_PAISE), promo: threshold(PROMO_MAX_PAISE) })
  .transform(({ credit, promo }) => ({ balanceCreditPaise: credit, promoTotalPaise: promo }))
  .pipe(approvalThresholdsSchema);

const fieldsOf = (paise: number | null) => ({ amount: paise === null ? '' : paiseToRupeeText(paise), off: paise === null });

/** The rules as they stand, each sentence made from its threshold. */
export function thresholdRules(thresholds: ApprovalState['thresholds']): string[] {
  return [
    thresholds.balanceCreditPaise === null ? m['approvals.thresholds.credit-rule-off']() : m['approvals.thresholds.credit-rule']({ amount: formatRupees(thresholds.balanceCreditPaise) }),
    thresholds.promoTotalPaise === null ? m['approvals.thresholds.promo-rule-off']() : m['approvals.thresholds.promo-rule']({ amount: formatRupees(thresholds.promoTotalPaise) }),
  ];
}

/** The owner's thresholds for two-admin approval (decision 048), in the Settings tab. */
export function ApprovalThresholdsSection() {
  const state = trpc.approvals.state.useQuery();
  if (state.isPending) return <LoadingState />;
  if (state.isError) return <ErrorState message={m['approvals.thresholds.failed']()} onRetry={() => void state.refetch()} />;
  return <ThresholdsForm key={JSON.stringify(state.data.thresholds)} state={state.data} />;
}

function ThresholdsForm({ state }: { state: ApprovalState }) {
  const utils = trpc.useUtils();
  const form = useSchemaForm(formSchema, { defaultValues: { credit: fieldsOf(state.thresholds.balanceCreditPaise), promo: fieldsOf(state.thresholds.promoTotalPaise) } });
  const save = trpc.approvals.updateThresholds.useMutation(
    useToastOutcome({
      success: m['approvals.thresholds.saved'](),
      failure: (error) => form.showRefusal(error, m['approvals.thresholds.failed']()),
      changed: () => [],
      onDone: (saved: ApprovalState) => utils.approvals.state.setData(undefined, saved),
    }),
  );
  const onSubmit = form.handleSubmit((input) => {
    if (!save.isPending) save.mutate(input);
  });
  const soleAdmin = state.adminCount === 1;
  return (
    <Card id="approval-thresholds-heading" title={m['approvals.thresholds.title']()} intro={m['approvals.thresholds.intro']()} onSubmit={onSubmit}>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700" data-testid="threshold-rules">
        {thresholdRules(state.thresholds).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {(['credit', 'promo'] as const).map((name) => (
          <div key={name} className="space-y-2">
            <TextField
              label={name === 'credit' ? m['approvals.thresholds.credit']() : m['approvals.thresholds.promo']()}
              inputMode="decimal"
              autoComplete="off"
              maxLength={14}
              disabled={form.watch(`${name}.off`)}
              {...form.field(`${name}.amount`)}
            />
            <CheckboxField
              label={m['approvals.thresholds.switch-off']()}
              hint={soleAdmin ? undefined : m['approvals.thresholds.sole-admin-only']({ count: state.adminCount })}
              disabled={!soleAdmin && !form.watch(`${name}.off`)}
              {...form.field(`${name}.off`)}
            />
          </div>
        ))}
      </div>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button type="submit" variant="primary" busy={save.isPending}>
          {save.isPending ? m['approvals.thresholds.saving']() : m['approvals.thresholds.save']()}
        </Button>
      </div>
    </Card>
  );
}
