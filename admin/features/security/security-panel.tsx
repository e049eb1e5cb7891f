import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../src/kit/ui/button';
import { TextField } from '../../../src/kit/ui/fields';
import { useSchemaForm } from '../../../src/kit/ui/form/use-schema-form';
import { Badge, PanelHeader } from '../../components/panel';
import { ErrorState, LoadingState } from '../../../src/kit/ui/states';
import { useToast } from '../../../src/kit/ui/toast/toast-context';
import { messageFor } from '../../../src/kit/lib/errors';
import { formatDateTime } from '../../../src/kit/lib/format';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { secondFactorCodeFieldSchema } from './code-schemas';
import { RecoveryCodesNotice, TwoFactorEnrolment, type Enrolment } from './two-factor-enrolment';
import { TWO_FACTOR_MESSAGES } from './two-factor-messages';

type Status = AdminOutputs['adminAuth']['twoFactor']['status'];

/** Fewer than this many recovery codes left and the admin is told to plan for a new set. */
const FEW_RECOVERY_CODES = 3;

export function SecurityPanel() {
  useDocumentTitle('Security');
  const status = trpc.adminAuth.twoFactor.status.useQuery();
  return (
    <section aria-labelledby="security-heading" className="space-y-6">
      <PanelHeader id="security-heading" title="Security" description="Two-factor sign-in: after your password, a code from an authenticator app on your phone." />
      {status.isPending ? (
        <LoadingState />
      ) : status.isError ? (
        <ErrorState message="Could not load your sign-in settings." onRetry={() => void status.refetch()} />
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
        <h3 className="text-base font-semibold text-slate-900">Two-factor sign-in</h3>
        {status.enabled ? <Badge tone="green">On</Badge> : <Badge tone="amber">Off</Badge>}
      </div>
      <div className="mt-3 max-w-xl">
        {recoveryCodes ? (
          <RecoveryCodesNotice codes={recoveryCodes} doneLabel="I have saved my recovery codes" onDone={() => setRecoveryCodes(null)} />
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
      <p className="text-sm text-slate-600">Your password alone signs you in. Add an authenticator app so a stolen password is not enough to reach users' money.</p>
      <Button variant="primary" busy={begin.isPending} onClick={() => begin.mutate()}>
        {begin.isPending ? 'Starting…' : 'Set up two-factor sign-in'}
      </Button>
    </div>
  );
}

function EnabledDetails({ status, onDisabled }: { status: Status; onDisabled: () => Promise<unknown> }) {
  return (
    <div className="space-y-4 text-sm text-slate-600">
      <p>
        {status.enabledAt ? <>On since {formatDateTime(status.enabledAt)}. </> : null}
        Each sign-in asks for a code from your authenticator app.
      </p>
      <p data-testid="recovery-codes-left">
        Recovery codes left: <strong className="text-slate-900">{status.recoveryCodesLeft}</strong>
        {status.recoveryCodesLeft < FEW_RECOVERY_CODES
          ? status.required
            ? '. When they run out and the phone is lost, only an operator can reset your second factor.'
            : '. Turn two-factor sign-in off and on again for a new set.'
          : null}
      </p>
      {status.required ? (
        <p>
          Two-factor sign-in is required on this site, so it cannot be turned off. If you lose your phone and your recovery codes, an operator can reset it with{' '}
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
    <form noValidate onSubmit={onSubmit} aria-label="Turn off two-factor sign-in" className="space-y-3 border-t border-slate-100 pt-4">
      <TextField
        label="Current code"
        autoComplete="one-time-code"
        hint="A code from your authenticator app, or one of your recovery codes"
        {...form.field('code')}
      />
      <Button type="submit" variant="danger" busy={disable.isPending}>
        {disable.isPending ? 'Turning off…' : 'Turn off two-factor sign-in'}
      </Button>
    </form>
  );
}
