import { useState } from 'react';
import { MAX_PROMO_CODE_LENGTH } from '#contract/promo/rules';
import type { CreatePromoCodeInput } from '#contract/promo/schemas';
import { Button } from '#kit/ui/button';
import { CheckboxField, TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { upperCaseAsTyped } from '#kit/lib/upper-case-as-typed';
import { Card } from '../../components/card';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { promoFormSchema } from './promo-form-schema';
import { PromoCreateConfirmDialog, promoNeedsConfirmation } from './promo-create-confirm-dialog';

const EMPTY = { code: '', amount: '', maxUses: '', expiresAt: '', dailyFor: '', vipOnly: false };

export function CreatePromoCodeForm({ onCreated }: { onCreated: () => void }) {
  const toasts = useToast();
  // A code with unlimited uses or a large total waits here until the admin confirms what it can pay out.
  const [toConfirm, setToConfirm] = useState<CreatePromoCodeInput | null>(null);
  const utils = trpc.useUtils();
  const form = useSchemaForm(promoFormSchema, {
    defaultValues: EMPTY,
    // The server's conflicts belong to the field that caused them.
    refusalFields: { 'promo.duplicate': 'code', 'promo.daily-taken': 'dailyFor', 'promo.expiry-past': 'expiresAt', 'promo.over-content-limit': 'maxUses' },
  });

  const create = trpc.promoCodes.create.useMutation({
    // Above the owner's threshold the code waits for another admin (decision 048): the toast says so, never "created".
    onSuccess: async (result, input) => {
      toasts.success('pendingApprovalId' in result ? m['promo-codes.sent-for-approval']({ code: input.code }) : m['promo-codes.created']());
      form.reset(EMPTY);
      setToConfirm(null);
      onCreated();
      await Promise.all([utils.promoCodes.list.invalidate(), utils.audit.list.invalidate(), utils.approvals.state.invalidate()]);
    },
    onError: (error) => {
      setToConfirm(null);
      form.showRefusal(error, m['promo-codes.create-failed']());
      toasts.error(messageFor(error, m['promo-codes.create-failed']()));
    },
  });

  const onSubmit = form.handleSubmit((input) => {
    if (create.isPending) return;
    if (promoNeedsConfirmation(input)) setToConfirm(input);
    else create.mutate(input);
  });
  const code = form.field('code');

  return (
    <Card id="create-promo-heading" title={m['promo-codes.create.title']()} intro={m['promo-codes.create.intro']()} onSubmit={onSubmit}>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label={m['promo-codes.create.code']()}
          {...code}
          onChange={(event) => {
            upperCaseAsTyped(event);
            void code.onChange(event);
          }}
          hint={m['promo-codes.create.code-hint']({ max: MAX_PROMO_CODE_LENGTH })}
          maxLength={MAX_PROMO_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <TextField
          label={m['promo-codes.create.amount']()}
          inputMode="decimal"
          hint={m['promo-codes.create.amount-hint']()}
          placeholder={m['promo-codes.create.amount-placeholder']()}
          autoComplete="off"
          maxLength={12}
          {...form.field('amount')}
        />
        <TextField label={m['promo-codes.create.max-uses']()} inputMode="numeric" hint={m['promo-codes.create.max-uses-hint']()} autoComplete="off" maxLength={9} {...form.field('maxUses')} />
        <TextField label={m['promo-codes.create.expiry']()} type="datetime-local" hint={m['promo-codes.create.expiry-hint']()} {...form.field('expiresAt')} />
        <TextField label={m['promo-codes.create.daily-for']()} type="date" hint={m['promo-codes.create.daily-for-hint']()} {...form.field('dailyFor')} />
        <CheckboxField label={m['promo-codes.create.vip-only']()} hint={m['promo-codes.create.vip-only-hint']()} {...form.field('vipOnly')} className="sm:self-center" />
      </div>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <FormError message={form.formError} announce={false} />
        <Button type="submit" variant="primary" busy={create.isPending}>
          {create.isPending ? m['promo-codes.create.creating']() : m['promo-codes.create.submit']()}
        </Button>
      </div>
      {toConfirm ? <PromoCreateConfirmDialog code={toConfirm} busy={create.isPending} onConfirm={() => create.mutate(toConfirm)} onClose={() => setToConfirm(null)} /> : null}
    </Card>
  );
}
