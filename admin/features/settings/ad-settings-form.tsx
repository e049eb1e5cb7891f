import { adSettingsSchema } from '#contract/settings/schemas';
import { messageFor } from '#kit/lib/errors';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToast } from '#kit/ui/toast/toast-context';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { SETTINGS_MESSAGES } from './settings-messages';

/** The AdSense client id: set, it switches the site's ads on; empty, off. */
export function AdSettingsForm({ settings }: { settings: AdminOutputs['settings']['get'] }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const form = useSchemaForm(adSettingsSchema, { defaultValues: { adClientId: settings.adClientId ?? '' } });
  const save = trpc.settings.updateAds.useMutation({
    onSuccess: async (saved) => {
      toasts.success(SETTINGS_MESSAGES.adsSaved);
      utils.settings.get.setData(undefined, saved);
      await utils.audit.list.invalidate();
    },
    // The form has one field: whatever the server says shows under it.
    onError: (failure) => {
      if (!form.placeRefusal(failure)) form.setError('adClientId', { type: 'server', message: messageFor(failure, SETTINGS_MESSAGES.saveFailed) });
    },
  });
  const onSubmit = form.handleSubmit((input) => {
    if (!save.isPending) save.mutate(input);
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="ads-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <h3 id="ads-heading" className="text-base font-semibold text-slate-900">
        {m['settings.ads.title']()}
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">{m['settings.ads.intro']()}</p>
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
    </form>
  );
}
