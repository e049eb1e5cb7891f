import { useState } from 'react';
import { z } from 'zod';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { Badge, PanelHeader } from '../../components/panel';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { formatDateTime } from '#kit/lib/format';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { secondFactorCodeFieldSchema } from './code-schemas';
import { RecoveryCodesNotice, TwoFactorEnrolment, type Enrolment } from './two-factor-enrolment';
import { m } from '../../i18n/paraglide/messages';
import { TWO_FACTOR_MESSAGES } from './two-factor-messages';

type Status = AdminOutputs['adminAuth']['twoFactor']['status'];

/** Fewer than this many recovery codes left and the admin is told to plan for a new set. */
const FEW_RECOVERY_CODES = 3;

export function SecurityPanel() {
  useDocumentTitle(m['security.panel.document-title']());
  const status = trpc.adminAuth.twoFactor.status.useQuery();
  return (
    <section aria-labelledby="security-heading" className="space-y-6">
      <PanelHeader id="security-heading" title={m['security.panel.title']()} description={m['security.panel.description']()} />
      {status.isPending ? (
        <LoadingState />
      ) : status.isError ? (
        <ErrorState message={m['security.panel.load-failed']()} onRetry={() => void status.refetch()} />
      ) : (
        <TwoFactorCard status={status.data} />
      )}
    </section>
  );
}

function TwoFactorCard({ status }: { status: Status }) {
  const utils = trpc.useUtils();
  // Recovery codes just issued: kept here (not in the query cache) so they are gone once dismissed.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = () => Promise.all([utils.adminAuth.twoFactor.status.invalidate(), utils.audit.list.invalidate()]);

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-slate-900">{m['security.card.title']()}</h3>
        {status.enabled ? <Badge tone="green">{m['security.card.on']()}</Badge> : <Badge tone="amber">{m['security.card.off']()}</Badge>}
      </div>
      <div className="mt-3 max-w-xl">
        {recoveryCodes ? (
          <RecoveryCodesNotice codes={recoveryCodes} doneLabel={m['security.card.saved-codes']()} onDone={() => setRecoveryCodes(null)} />
        ) : status.enabled ? (
          <EnabledDetails status={status} onDisabled={refresh} />
        ) : (
          <StartEnrolment
            onEnabled={(codes) => {
              setRecoveryCodes(codes);
              void refresh();
            }}
          />
        )}
      </div>
    </div>
  );
}

function StartEnrolment({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const toasts = useToast();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const begin = trpc.adminAuth.twoFactor.beginEnrolment.useMutation({
    onSuccess: setEnrolment,
    onError: (error) => toasts.error(messageFor(error, TWO_FACTOR_MESSAGES.startFailed)),
  });
  if (enrolment) {
    return (
      <TwoFactorEnrolment
        enrolment={enrolment}
        onCancel={() => setEnrolment(null)}
        onConfirmed={({ recoveryCodes }) => {
          toasts.success(TWO_FACTOR_MESSAGES.enabled);
          setEnrolment(null);
          onEnabled(recoveryCodes);
        }}
      />
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{m['security.start.intro']()}</p>
      <Button variant="primary" busy={begin.isPending} onClick={() => begin.mutate()}>
        {begin.isPending ? m['security.start.starting']() : m['security.start.button']()}
      </Button>
    </div>
  );
}

function EnabledDetails({ status, onDisabled }: { status: Status; onDisabled: () => Promise<unknown> }) {
  return (
    <div className="space-y-4 text-sm text-slate-600">
      <p>
        {status.enabledAt ? <>{m['security.enabled-details.on-since']({ date: formatDateTime(status.enabledAt) })} </> : null}
        {m['security.enabled-details.each-sign-in']()}
      </p>
      <p data-testid="recovery-codes-left">
        {m['security.enabled-details.codes-left']()} <strong className="text-slate-900">{status.recoveryCodesLeft}</strong>
        {status.recoveryCodesLeft < FEW_RECOVERY_CODES
          ? status.required
            ? m['security.enabled-details.few-codes-required']()
            : m['security.enabled-details.few-codes-optional']()
          : null}
      </p>
      {status.required ? (
        <p>
          {m['security.enabled-details.required']()}{' '}
          <code className="font-mono text-xs">npm run admin:create -- --email &lt;your e-mail&gt; --reset-2fa</code>.
        </p>
      ) : (
        <DisableForm onDisabled={onDisabled} />
      )}
    </div>
  );
}

const disableFormSchema = z.object({ code: secondFactorCodeFieldSchema });

function DisableForm({ onDisabled }: { onDisabled: () => Promise<unknown> }) {
  const toasts = useToast();
  const form = useSchemaForm(disableFormSchema, { defaultValues: { code: '' } });
  const disable = trpc.adminAuth.twoFactor.disable.useMutation({
    onSuccess: async () => {
      toasts.success(TWO_FACTOR_MESSAGES.disabled);
      await onDisabled();
    },
    // A used or wrong code: the field is emptied for the next one, with the reason under it.
    onError: (failure) => {
      form.setValue('code', '');
      form.setError('code', { type: 'server', message: messageFor(failure, TWO_FACTOR_MESSAGES.disableFailed) }, { shouldFocus: true });
    },
  });
  const onSubmit = form.handleSubmit((input) => {
    if (!disable.isPending) disable.mutate(input);
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={m['security.disable.form-label']()} className="space-y-3 border-t border-slate-100 pt-4">
      <TextField
        label={m['security.disable.code']()}
        autoComplete="one-time-code"
        hint={m['security.disable.hint']()}
        {...form.field('code')}
      />
      <Button type="submit" variant="danger" busy={disable.isPending}>
        {disable.isPending ? m['security.disable.turning-off']() : m['security.disable.submit']()}
      </Button>
    </form>
  );
}
