import { useId } from 'react';
import { updateOfferwallProviderInputSchema, WALL_URL_USER_PLACEHOLDER, type AdminOfferwallProvider } from '#contract/offerwalls/schemas';
import { formatDateTime } from '#kit/lib/format';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { CheckboxField, TextAreaField, TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { CapabilityOffNote } from '../../components/capability-off-note';
import { Badge } from '../../components/panel';
import { Card } from '../../components/card';
import { trpc } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';
import { offerwallFormSchema, offerwallFormValues } from './offerwall-form-schema';
import { PostbackUrl } from './postback-url';

/** The offerwall providers' settings, in the Settings tab: each one's switch, secret, hold, allowed addresses and postback address. */
export function OfferwallSettingsSection() {
  const providers = trpc.offerwalls.list.useQuery();
  return (
    <Card id="offerwalls-heading" title={m['offerwalls.title']()} intro={m['offerwalls.intro']()}>
      <div className="mt-4">
        <CapabilityOffNote capability="offerwalls">{m['offerwalls.capability-off']()}</CapabilityOffNote>
        {providers.isPending ? (
          <LoadingState />
        ) : providers.isError ? (
          <ErrorState message={m['offerwalls.load-failed']()} onRetry={() => void providers.refetch()} retrying={providers.isFetching} />
        ) : (
          <ul className="space-y-4">
            {providers.data.map((provider) => (
              <li key={provider.provider}>
                {/* Saved settings remount the form: the secret field is blank again and the rest shows what the server keeps. */}
                <OfferwallForm key={JSON.stringify(provider)} provider={provider} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function OfferwallForm({ provider }: { provider: AdminOfferwallProvider }) {
  const utils = trpc.useUtils();
  const headingId = useId();
  const form = useSchemaForm(offerwallFormSchema, { defaultValues: offerwallFormValues(provider), refusalFields: { 'offerwalls.secret-required': 'secret' } });
  const save = trpc.offerwalls.update.useMutation(
    useToastOutcome({
      success: (saved) => m['offerwalls.saved']({ name: saved.name }),
      failure: (error) => form.showRefusal(error, m['offerwalls.save-failed']()),
      changed: () => [],
      onDone: (saved: AdminOfferwallProvider) => utils.offerwalls.list.setData(undefined, (list) => list?.map((row) => (row.provider === saved.provider ? saved : row))),
    }),
  );
  const onSubmit = form.handleSubmit((input) => {
    if (!save.isPending) save.mutate({ ...input, provider: provider.provider });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="rounded-md border border-slate-200 p-4" data-testid={`offerwall-${provider.provider}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="text-sm font-semibold text-slate-900">
          {provider.name}
        </h4>
        {provider.enabled ? <Badge tone="green">{m['offerwalls.on']()}</Badge> : <Badge tone="slate">{m['offerwalls.off']()}</Badge>}
        {provider.updatedAt ? <span className="text-xs text-slate-600">{m['offerwalls.updated']({ date: formatDateTime(provider.updatedAt) })}</span> : null}
      </div>
      <PostbackUrl url={provider.postbackUrl} name={provider.name} />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <p className="text-sm text-slate-700">
            {m['offerwalls.secret-state']()} <strong data-testid="secret-state">{provider.secretSet ? m['offerwalls.secret-set']() : m['offerwalls.secret-not-set']()}</strong>
          </p>
          <TextField
            label={provider.secretSet ? m['offerwalls.form.replace-secret']() : m['offerwalls.form.secret']()}
            hint={provider.secretSet ? m['offerwalls.form.replace-secret-hint']() : m['offerwalls.form.secret-hint']()}
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            maxLength={maxLengthOf(updateOfferwallProviderInputSchema.shape.secret)}
            {...form.field('secret')}
          />
        </div>
        <TextField label={m['offerwalls.form.hold-days']()} hint={m['offerwalls.form.hold-days-hint']()} inputMode="numeric" autoComplete="off" maxLength={3} {...form.field('holdDays')} />
        <TextAreaField label={m['offerwalls.form.allowed-ips']()} hint={m['offerwalls.form.allowed-ips-hint']()} rows={3} spellCheck={false} {...form.field('allowedIps')} />
        <TextField
          label={m['offerwalls.form.wall-url']()}
          hint={m['offerwalls.form.wall-url-hint']({ placeholder: WALL_URL_USER_PLACEHOLDER })}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          {...form.field('wallUrl')}
        />
      </div>
      <CheckboxField className="mt-4" label={m['offerwalls.form.enabled']({ name: provider.name })} hint={m['offerwalls.form.enabled-hint']()} {...form.field('enabled')} />
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        <FormError message={form.formError} />
        <Button type="submit" variant="primary" busy={save.isPending} aria-label={m['offerwalls.form.save-label']({ name: provider.name })}>
          {save.isPending ? m['settings.saving']() : m['offerwalls.form.save']()}
        </Button>
      </div>
    </form>
  );
}
