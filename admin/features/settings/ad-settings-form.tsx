import { adSettingsSchema } from '#contract/settings/schemas';
import { messageFor } from '#kit/lib/errors';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { Card } from '../../components/card';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';

type Settings = AdminOutputs['settings']['get'];

/** The AdSense client id: set, it switches the site's ads on; empty, off. */
export function AdSettingsForm({ settings }: { settings: Settings }) {
  const utils = trpc.useUtils();
  const form = useSchemaForm(adSettingsSchema, { defaultValues: { adClientId: settings.adClientId ?? '' } });
  const save = trpc.settings.updateAds.useMutation(
    useToastOutcome({
      success: m['settings.ads-saved'](),
      // The form has one field: whatever the server says shows under it.
      failure: (error) => {
        if (!form.placeRefusal(error)) form.setError('adClientId', { type: 'server', message: messageFor(error, m['settings.save-failed']()) });
      },
      changed: () => [],
      onDone: (saved: Settings) => utils.settings.get.setData(undefined, saved),
    }),
  );
  const onSubmit = form.handleSubmit((input) => {
    if (!save.isPending) save.mutate(input);
  });
  return (
    <Card id="ads-heading" title={m['settings.ads.title']()} intro={m['settings.ads.intro']()} onSubmit={onSubmit}>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={m['settings.ads.client-id']()}
          {...form.field('adClientId')}
          hint={m['settings.ads.client-id-hint']()}
          placeholder="ca-pub-1234567890123456"
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLengthOf(adSettingsSchema.shape.adClientId)}
          className="sm:w-96"
        />
        <Button type="submit" variant="primary" busy={save.isPending}>
          {save.isPending ? m['settings.saving']() : m['settings.ads.save']()}
        </Button>
      </div>
      <p className="mt-3 text-sm text-slate-600" data-testid="ads-state">
        {m['settings.ads.state-before']()} <strong>{settings.adClientId ? m['settings.ads.on']() : m['settings.ads.off']()}</strong>.
      </p>
    </Card>
  );
}
