import { MAX_PROMO_CODE_LENGTH } from '../../../server/modules/promo/rules';
import { Button } from '../../../src/kit/ui/button';
import { TextField } from '../../../src/kit/ui/fields';
import { FormError } from '../../../src/kit/ui/form/form-error';
import { useSchemaForm } from '../../../src/kit/ui/form/use-schema-form';
import { useToast } from '../../../src/kit/ui/toast/toast-context';
import { messageFor } from '../../../src/kit/lib/errors';
import { upperCaseAsTyped } from '../../../src/kit/lib/upper-case-as-typed';
import { trpc } from '../../lib/trpc';
import { promoFormSchema } from './promo-form-schema';
import { PROMO_MESSAGES } from './promo-messages';

const EMPTY = { code: '', amount: '', maxUses: '', expiresAt: '', dailyFor: '' };

export function CreatePromoCodeForm({ onCreated }: { onCreated: () => void }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const form = useSchemaForm(promoFormSchema, {
    defaultValues: EMPTY,
    // The server's conflicts belong to the field that caused them.
    refusalFields: { 'promo.duplicate': 'code', 'promo.daily-taken': 'dailyFor', 'promo.expiry-past': 'expiresAt' },
  });

  const create = trpc.promoCodes.create.useMutation({
    onSuccess: async () => {
      toasts.success(PROMO_MESSAGES.created);
      form.reset(EMPTY);
      onCreated();
      await Promise.all([utils.promoCodes.list.invalidate(), utils.audit.list.invalidate()]);
    },
    onError: (error) => {
      form.showRefusal(error, PROMO_MESSAGES.createFailed);
      toasts.error(messageFor(error, PROMO_MESSAGES.createFailed));
    },
  });

  const code = form.field('code');

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((input) => {
        if (!create.isPending) create.mutate(input);
      })}
      aria-labelledby="create-promo-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h3 id="create-promo-heading" className="text-base font-semibold text-slate-900">
        Create a promo code
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">Each user can redeem a code once. Dates and times are India Standard Time.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label="Code"
          {...code}
          onChange={(event) => {
            upperCaseAsTyped(event);
            void code.onChange(event);
          }}
          hint={`Letters, digits, - and _ (3–${MAX_PROMO_CODE_LENGTH}).`}
          maxLength={MAX_PROMO_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          hint="Rupees, up to 2 decimals."
          placeholder="e.g. 50 or 12.50"
          autoComplete="off"
          maxLength={12}
          {...form.field('amount')}
        />
        <TextField label="Max total uses" inputMode="numeric" hint="Optional. Empty means unlimited." autoComplete="off" maxLength={9} {...form.field('maxUses')} />
        <TextField label="Expiry (IST)" type="datetime-local" hint="Optional. India Standard Time (UTC+05:30)." {...form.field('expiresAt')} />
        <TextField label="Daily code for date (IST)" type="date" hint="Optional. Shown to users as today's code on that day only." {...form.field('dailyFor')} />
      </div>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <FormError message={form.formError} announce={false} />
        <Button type="submit" variant="primary" busy={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create promo code'}
        </Button>
      </div>
    </form>
  );
}
