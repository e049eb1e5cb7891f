import { REFERRAL_TARGET, type ReferralSettings } from '#contract/referrals/schemas';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { Card } from '../../components/card';
import { trpc } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';
import { referralSettingsFormSchema, referralSettingsFormValues } from './referral-form-schema';

/** The referral programme's amounts and abuse limits, in the Settings tab (they apply whether referrals are on or off). */
export function ReferralSettingsSection() {
  const settings = trpc.referrals.settings.useQuery();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState message={m['referrals.settings.load-failed']()} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />;
  return <ReferralSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />;
}

function ReferralSettingsForm({ settings }: { settings: ReferralSettings }) {
  const utils = trpc.useUtils();
  const form = useSchemaForm(referralSettingsFormSchema, { defaultValues: referralSettingsFormValues(settings) });
  const save = trpc.referrals.updateSettings.useMutation(
    useToastOutcome({
      success: m['referrals.settings.saved'](),
      failure: (error) => form.showRefusal(error, m['referrals.settings.save-failed']()),
      changed: () => [],
      onDone: (saved: ReferralSettings) => utils.referrals.settings.setData(undefined, saved),
    }),
  );
  const onSubmit = form.handleSubmit((input) => {
    if (!save.isPending) save.mutate(input);
  });
  const rupees = { inputMode: 'decimal', autoComplete: 'off' } as const;
  const count = { inputMode: 'numeric', autoComplete: 'off' } as const;
  return (
    <Card id="referral-settings-heading" title={m['referrals.settings.title']()} intro={m['referrals.settings.intro']()} onSubmit={onSubmit}>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField label={m['referrals.settings.reward']()} hint={m['referrals.settings.reward-hint']()} {...rupees} {...form.field('reward')} />
        <TextField label={m['referrals.settings.welcome']()} hint={m['referrals.settings.welcome-hint']()} {...rupees} {...form.field('welcome')} />
        <TextField label={m['referrals.settings.qualify']()} hint={m['referrals.settings.qualify-hint']()} {...rupees} {...form.field('qualify')} />
        <TextField label={m['referrals.settings.qualify-window']()} hint={m['referrals.settings.qualify-window-hint']()} {...count} {...form.field('qualifyWindowDays')} />
        <TextField label={m['referrals.settings.hold']()} hint={m['referrals.settings.hold-hint']()} {...count} {...form.field('holdDays')} />
        <TextField label={m['referrals.settings.milestone']()} hint={m['referrals.settings.milestone-hint']({ target: REFERRAL_TARGET })} {...rupees} {...form.field('milestoneBonus')} />
        <TextField label={m['referrals.settings.daily-signups']()} hint={m['referrals.settings.daily-signups-hint']()} {...count} {...form.field('maxSignupsPerReferrerPerDay')} />
        <TextField label={m['referrals.settings.ip-range']()} hint={m['referrals.settings.ip-range-hint']()} {...count} {...form.field('maxSignupsPerIpRangePerHour')} />
        <TextField label={m['referrals.settings.monthly-cap']()} hint={m['referrals.settings.monthly-cap-hint']()} {...count} {...form.field('maxPaidPerReferrerPerMonth')} />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        <FormError message={form.formError} />
        <Button type="submit" variant="primary" busy={save.isPending}>
          {save.isPending ? m['settings.saving']() : m['referrals.settings.save']()}
        </Button>
      </div>
    </Card>
  );
}
