import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../src/kit/ui/button';
import { TextField } from '../../../src/kit/ui/fields';
import { useToast } from '../../../src/kit/ui/toast/toast-context';
import { messageFor } from '../../../src/kit/lib/errors';
import { isIsoDate, istLocalToInstant } from '../../../src/kit/lib/ist';
import { parseRupees } from '../../lib/money';
import { trpc, type AdminInputs } from '../../lib/trpc';
import { PROMO_MESSAGES } from './promo-messages';

type CreatePromoCodeInput = AdminInputs['promoCodes']['create'];
type FieldName = 'code' | 'amount' | 'maxUses' | 'expiresAt' | 'dailyFor';
type FormValues = Record<FieldName, string>;
type FormErrors = Partial<Record<FieldName, string>>;

const EMPTY: FormValues = { code: '', amount: '', maxUses: '', expiresAt: '', dailyFor: '' };
const FIELD_ORDER: FieldName[] = ['code', 'amount', 'maxUses', 'expiresAt', 'dailyFor'];
const MAX_USES_LIMIT = 1_000_000;

/** Checks the form the way the server will, and builds the exact tRPC input (paise, IST instants). */
export function validatePromoForm(values: FormValues, now: Date): { errors: FormErrors; input: CreatePromoCodeInput | null } {
  const errors: FormErrors = {};
  const code = values.code.trim().toUpperCase();
  if (!code) errors.code = PROMO_MESSAGES.codeRequired;
  else if (code.length < 3) errors.code = PROMO_MESSAGES.codeTooShort;
  else if (!/^[A-Z0-9_-]+$/.test(code)) errors.code = PROMO_MESSAGES.codeCharacters;

  const amount = parseRupees(values.amount);
  if (!amount.ok) errors.amount = amount.message;

  let maxUses: number | undefined;
  const maxUsesText = values.maxUses.trim();
  if (maxUsesText) {
    if (!/^\d+$/.test(maxUsesText) || Number(maxUsesText) < 1) errors.maxUses = PROMO_MESSAGES.maxUses;
    else if (Number(maxUsesText) > MAX_USES_LIMIT) errors.maxUses = PROMO_MESSAGES.maxUsesTooLarge;
    else maxUses = Number(maxUsesText);
  }

  let expiresAt: Date | undefined;
  if (values.expiresAt.trim()) {
    const instant = istLocalToInstant(values.expiresAt);
    if (!instant) errors.expiresAt = PROMO_MESSAGES.expiryInvalid;
    else if (instant.getTime() <= now.getTime()) errors.expiresAt = PROMO_MESSAGES.expiryPast;
    else expiresAt = instant;
  }

  const dailyFor = values.dailyFor.trim() || undefined;
  if (dailyFor && !isIsoDate(dailyFor)) errors.dailyFor = PROMO_MESSAGES.dailyInvalid;

  if (Object.keys(errors).length > 0 || !amount.ok) return { errors, input: null };
  return {
    errors,
    input: {
      code,
      amountPaise: amount.paise,
      ...(maxUses !== undefined ? { maxUses } : {}),
      ...(expiresAt ? { expiresAt } : {}),
      ...(dailyFor ? { dailyFor } : {}),
    },
  };
}

export function CreatePromoCodeForm({ onCreated }: { onCreated: () => void }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const create = trpc.promoCodes.create.useMutation({
    onSuccess: async () => {
      toasts.success(PROMO_MESSAGES.created);
      setValues(EMPTY);
      setErrors({});
      setFormError(null);
      onCreated();
      await Promise.all([utils.promoCodes.list.invalidate(), utils.audit.list.invalidate()]);
    },
    onError: (error) => {
      const message = messageFor(error, PROMO_MESSAGES.createFailed);
      setFormError(message);
      toasts.error(message);
    },
  });

  const set = (field: FieldName) => (event: ChangeEvent<HTMLInputElement>) => setValues((previous) => ({ ...previous, [field]: event.target.value }));

  /** Upper-cases as the admin types, keeping the caret where it was. */
  const onCodeChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const upper = input.value.toUpperCase();
    if (upper !== input.value) {
      const { selectionStart, selectionEnd } = input;
      input.value = upper;
      if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
    }
    setValues((previous) => ({ ...previous, code: upper }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    const { errors: found, input } = validatePromoForm(values, new Date());
    setErrors(found);
    if (!input) {
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    create.mutate(input);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="create-promo-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <h3 id="create-promo-heading" className="text-base font-semibold text-slate-900">
        Create a promo code
      </h3>
      <p className="mt-0.5 text-sm text-slate-500">Each user can redeem a code once. Dates and times are India Standard Time.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label="Code"
          name="code"
          value={values.code}
          onChange={onCodeChange}
          error={errors.code}
          hint="Letters, digits, - and _ (3–40)."
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <TextField
          label="Amount (₹)"
          name="amount"
          inputMode="decimal"
          value={values.amount}
          onChange={set('amount')}
          error={errors.amount}
          hint="Rupees, up to 2 decimals."
          placeholder="e.g. 50 or 12.50"
          autoComplete="off"
          maxLength={12}
        />
        <TextField
          label="Max total uses"
          name="maxUses"
          inputMode="numeric"
          value={values.maxUses}
          onChange={set('maxUses')}
          error={errors.maxUses}
          hint="Optional. Empty means unlimited."
          autoComplete="off"
          maxLength={9}
        />
        <TextField
          label="Expiry (IST)"
          name="expiresAt"
          type="datetime-local"
          value={values.expiresAt}
          onChange={set('expiresAt')}
          error={errors.expiresAt}
          hint="Optional. India Standard Time (UTC+05:30)."
        />
        <TextField
          label="Daily code for date (IST)"
          name="dailyFor"
          type="date"
          value={values.dailyFor}
          onChange={set('dailyFor')}
          error={errors.dailyFor}
          hint="Optional. Shown to users as today's code on that day only."
        />
      </div>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {formError ? (
          <p className="text-sm text-red-600" data-testid="create-promo-error">
            {formError}
          </p>
        ) : null}
        <Button type="submit" variant="primary" busy={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create promo code'}
        </Button>
      </div>
    </form>
  );
}
