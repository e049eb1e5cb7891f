import { useState } from 'react';
import { m } from '../../i18n/paraglide/messages';
import type { AdminOutputs } from '../../lib/trpc';
import { RecoveryCodesNotice, TwoFactorEnrolment, type Enrolment } from '../security';
import { LoginFrame } from './login-frame';

export type SignedInAdmin = NonNullable<AdminOutputs['adminAuth']['session']>;

/**
 * The second factor an admin must set up before any session (a sign-in where one is required, an
 * accepted invitation): scan and confirm, then the recovery codes shown once, then signed in.
 */
export function FirstEnrolment({ enrolment, onCancel, onSignedIn }: { enrolment: Enrolment; onCancel?: () => void; onSignedIn: (admin: SignedInAdmin) => void }) {
  const [confirmed, setConfirmed] = useState<{ codes: string[]; admin: SignedInAdmin } | null>(null);
  if (confirmed) {
    return (
      <LoginFrame subtitle={m['auth.recovery-codes.subtitle']()} wide>
        <RecoveryCodesNotice codes={confirmed.codes} doneLabel={m['auth.recovery-codes.done']()} onDone={() => onSignedIn(confirmed.admin)} />
      </LoginFrame>
    );
  }
  return (
    <LoginFrame subtitle={m['auth.enrol.subtitle']()} wide>
      <p className="mb-4 text-sm text-slate-600">{m['auth.enrol.intro']()}</p>
      <TwoFactorEnrolment
        enrolment={enrolment}
        onCancel={onCancel}
        onConfirmed={({ recoveryCodes, admin }) => {
          // Confirming a sign-in's enrolment always signs in; without an admin there is nothing to continue.
          if (admin) setConfirmed({ codes: recoveryCodes, admin });
        }}
      />
    </LoginFrame>
  );
}
