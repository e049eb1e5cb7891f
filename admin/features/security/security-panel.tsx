import { useState } from 'react';
import { Button } from '#kit/ui/button';
import { Badge, PanelHeader } from '../../components/panel';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useRefresh } from '../../lib/use-action-outcome';
import { EnabledTwoFactorDetails } from './enabled-two-factor-details';
import { RecoveryCodesNotice, TwoFactorEnrolment, type Enrolment } from './two-factor-enrolment';
import { m } from '../../i18n/paraglide/messages';
import { TWO_FACTOR_MESSAGES } from './two-factor-messages';
import { ChangePasswordCard } from './change-password-card';
import { OwnSessionsCard } from './own-sessions-card';
import { RecoveryCodesCard } from './recovery-codes-card';

type Status = AdminOutputs['adminAuth']['twoFactor']['status'];

export function SecurityPanel() {
  const status = trpc.adminAuth.twoFactor.status.useQuery();
  return (
    <section aria-labelledby="security-heading" className="space-y-6">
      <PanelHeader id="security-heading" documentTitle={m['security.panel.document-title']()} title={m['security.panel.title']()} description={m['security.panel.description']()} />
      {status.isPending ? (
        <LoadingState />
      ) : status.isError ? (
        <ErrorState message={m['security.panel.load-failed']()} onRetry={() => void status.refetch()} />
      ) : (
        <>
          <TwoFactorCard status={status.data} />
          <RecoveryCodesCard enabled={status.data.enabled} />
        </>
      )}
      <ChangePasswordCard />
      <OwnSessionsCard />
    </section>
  );
}

function TwoFactorCard({ status }: { status: Status }) {
  const refresh = useRefresh((utils) => [utils.adminAuth.twoFactor.status]);
  // Recovery codes just issued: kept here (not in the query cache) so they are gone once dismissed.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

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
          <EnabledTwoFactorDetails status={status} onDisabled={refresh} />
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
