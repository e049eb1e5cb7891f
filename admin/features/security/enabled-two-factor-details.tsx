import { z } from 'zod';
import { formatDateTime } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToast } from '#kit/ui/toast/toast-context';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { refuseCode, secondFactorCodeFieldSchema } from './second-factor-code';

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

const disableFormSchema = z.object({ code: secondFactorCodeFieldSchema });

/** Turns two-factor sign-in off with a current code (or a recovery code). */
function DisableTwoFactorForm({ onDisabled }: { onDisabled: () => Promise<unknown> }) {
  const toasts = useToast();
  const form = useSchemaForm(disableFormSchema, { defaultValues: { code: '' } });
  const disable = trpc.adminAuth.twoFactor.disable.useMutation({
    onSuccess: async () => {
      toasts.success(m['security.disabled']());
      await onDisabled();
    },
    onError: (failure) => refuseCode(form, failure, m['security.disable-failed']()),
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
