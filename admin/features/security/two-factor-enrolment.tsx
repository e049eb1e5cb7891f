import { useState } from 'react';
import { z } from 'zod';
import { confirmEnrolmentInputSchema } from '#contract/admin-auth/schemas';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { refuseCode } from './second-factor-code';
import { TWO_FACTOR_MESSAGES } from './two-factor-messages';

export type Enrolment = AdminOutputs['adminAuth']['twoFactor']['beginEnrolment'];
export type ConfirmedEnrolment = AdminOutputs['adminAuth']['twoFactor']['confirmEnrolment'];

// An empty field asks for the code; anything typed must pass the server's rule for it.
const codeFormSchema = z.object({ code: z.string().trim().min(1, TWO_FACTOR_MESSAGES.codeRequired).pipe(confirmEnrolmentInputSchema.shape.code) });

/** The key in groups of four, as authenticator apps show it when typed by hand. */
function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Scan the QR code (or type the key), then confirm with the app's first code; on the Security tab and at sign-in. */
export function TwoFactorEnrolment({ enrolment, onConfirmed, onCancel }: { enrolment: Enrolment; onConfirmed: (result: ConfirmedEnrolment) => void; onCancel?: () => void }) {
  const form = useSchemaForm(codeFormSchema, { defaultValues: { code: '' } });
  const confirm = trpc.adminAuth.twoFactor.confirmEnrolment.useMutation({
    onSuccess: onConfirmed,
    onError: (failure) => refuseCode(form, failure, m['security.confirm-failed']()),
  });

  const onSubmit = form.handleSubmit((input) => {
    if (!confirm.isPending) confirm.mutate(input);
  });

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600">
        <li>{m['security.enrolment.step-scan']()}</li>
        <li>{m['security.enrolment.step-code']()}</li>
      </ol>
      <div className="flex flex-col items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <img src={enrolment.qrCodeDataUrl} alt={m['security.enrolment.qr-alt']()} width={192} height={192} className="rounded bg-white" />
        <div className="text-center">
          <p className="text-xs text-slate-600">{m['security.enrolment.cannot-scan']()}</p>
          <code data-testid="totp-secret" className="mt-1 block break-all font-mono text-sm font-semibold tracking-wide text-slate-900">
            {groupedKey(enrolment.secret)}
          </code>
        </div>
      </div>
      <form noValidate onSubmit={onSubmit} aria-label={m['security.enrolment.form-label']()} className="space-y-3">
        <TextField
          label={m['security.enrolment.code']()}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          {...form.field('code')}
        />
        <div className="flex gap-2">
          <Button type="submit" variant="primary" busy={confirm.isPending}>
            {confirm.isPending ? m['security.enrolment.checking']() : m['security.enrolment.turn-on']()}
          </Button>
          {onCancel ? <Button onClick={onCancel}>{m['security.enrolment.cancel']()}</Button> : null}
        </div>
      </form>
    </div>
  );
}

/** Shown once, right after enrolment: the server keeps only their hashes. */
export function RecoveryCodesNotice({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel: string }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {m['security.recovery-codes.intro']()} <strong>{m['security.recovery-codes.shown-once']()}</strong>
      </p>
      <ol aria-label={m['security.recovery-codes.list-label']()} className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <p role="status" className="min-h-5 text-sm text-slate-600">
        {copyState === 'copied' ? m['security.copied']() : copyState === 'failed' ? m['security.copy-failed']() : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>{m['security.recovery-codes.copy']()}</Button>
        <Button variant="primary" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </div>
  );
}
