import { rewardKindSchema, rewardProductInputSchema } from '#contract/rewards/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { SelectField, TextField } from '#kit/ui/fields';
import { Options } from '../../components/options';
import { m } from '../../i18n/paraglide/messages';
import type { RewardProductForm } from './reward-form-schema';
import { isDiamonds, KIND_LABELS, WEEKDAY_NAMES, WEEKDAYS } from './rewards-labels';

const FIELDS = rewardProductInputSchema.shape;

/** The product dialog's own fields, two a row: what it is, its price and stock rules, the weekday it is featured on. */
export function RewardProductFields({ form }: { form: RewardProductForm }) {
  const diamonds = isDiamonds(form.watch('kind'));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField label={m['rewards.form.kind']()} {...form.field('kind')}>
        <Options values={rewardKindSchema.options} labels={KIND_LABELS} />
      </SelectField>
      <TextField label={m['rewards.form.name']()} {...form.field('name')} maxLength={maxLengthOf(FIELDS.name)} autoComplete="off" />
      <TextField
        label={diamonds ? m['rewards.form.diamonds']() : m['rewards.form.face-value']()}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        {...form.field('faceValue')}
        hint={diamonds ? m['rewards.form.diamonds-hint']() : m['rewards.form.face-value-hint']()}
      />
      <TextField label={m['rewards.form.price']()} inputMode="decimal" autoComplete="off" maxLength={12} {...form.field('price')} hint={m['rewards.form.price-hint']()} />
      <TextField label={m['rewards.form.region']()} {...form.field('region')} maxLength={maxLengthOf(FIELDS.region)} placeholder={m['rewards.form.region-placeholder']()} autoComplete="off" />
      <TextField label={m['rewards.form.validity']()} {...form.field('validity')} maxLength={maxLengthOf(FIELDS.validity)} placeholder={m['rewards.form.validity-placeholder']()} autoComplete="off" />
      <SelectField label={m['rewards.form.featured']()} {...form.field('featuredWeekday')} hint={m['rewards.form.featured-hint']()}>
        <option value="">{m['rewards.form.not-featured']()}</option>
        <Options values={WEEKDAYS} labels={WEEKDAY_NAMES} />
      </SelectField>
      <TextField label={m['rewards.form.low-stock']()} inputMode="numeric" autoComplete="off" maxLength={6} {...form.field('lowStockThreshold')} hint={m['rewards.form.low-stock-hint']()} />
      <TextField label={m['rewards.form.promise']()} inputMode="numeric" autoComplete="off" maxLength={3} {...form.field('outOfStockPromiseHours')} hint={m['rewards.form.promise-hint']()} />
    </div>
  );
}
