import { formatDateTime } from '#kit/lib/format';
import type { AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { DisableTwoFactorForm } from './disable-two-factor-form';

type Status = AdminOutputs['adminAuth']['twoFactor']['status'];

/** Fewer than this many recovery codes left and the admin is told to plan for a new set. */
const FEW_RECOVERY_CODES = 3;

/** Two-factor sign-in is on: since when, the recovery codes left, and how to turn it off (here, or on the server when it is required). */
export function EnabledTwoFactorDetails({ status, onDisabled }: { status: Status; onDisabled: () => Promise<unknown> }) {
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
        <DisableTwoFactorForm onDisabled={onDisabled} />
      )}
    </div>
  );
}
