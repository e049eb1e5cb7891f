import { useState } from 'react';
import { z } from 'zod';
import { regenerateRecoveryCodesInputSchema } from '#contract/admin-accounts/schemas';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { Card } from '../../components/card';
import { m } from '../../i18n/paraglide/messages';
import { trpc } from '../../lib/trpc';
import { useRefresh } from '../../lib/use-action-outcome';
import { refuseCode } from './second-factor-code';
import { RecoveryCodesNotice } from './two-factor-enrolment';
import { TWO_FACTOR_MESSAGES } from './two-factor-messages';

const codeFormSchema = z.object({ code: z.string().trim().min(1, TWO_FACTOR_MESSAGES.codeRequired).pipe(regenerateRecoveryCodesInputSchema.shape.code) });

/** New recovery codes for a current authenticator code: the old ones stop working; the new ones are shown once. */
export function RecoveryCodesCard({ enabled }: { enabled: boolean }) {
  const refresh = useRefresh((utils) => [utils.adminAuth.twoFactor.status]);
  // Kept here (not in the query cache) so they are gone once dismissed.
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useSchemaForm(codeFormSchema, { defaultValues: { code: '' } });
  const regenerate = trpc.myAccount.regenerateRecoveryCodes.useMutation({
    onSuccess: async ({ recoveryCodes }) => {
      form.reset();
      setCodes(recoveryCodes);
      await refresh();
    },
    onError: (failure) => refuseCode(form, failure, m['accounts.own.codes.failed']()),
  });
  return (
    <Card id="recovery-codes-heading" title={m['accounts.own.codes.title']()} intro={enabled ? m['accounts.own.codes.intro']() : m['accounts.own.codes.off']()}>
      {codes ? (
        <div className="mt-3 max-w-xl">
          <RecoveryCodesNotice codes={codes} doneLabel={m['accounts.own.codes.done']()} onDone={() => setCodes(null)} />
        </div>
      ) : enabled ? (
        <form
          noValidate
          aria-label={m['accounts.own.codes.form-label']()}
          className="mt-3 max-w-md space-y-3"
          onSubmit={form.handleSubmit((input) => {
            if (!regenerate.isPending) regenerate.mutate(input);
          })}
        >
          <TextField label={m['accounts.own.codes.code']()} inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...form.field('code')} />
          <Button type="submit" busy={regenerate.isPending}>
            {regenerate.isPending ? m['accounts.own.codes.busy']() : m['accounts.own.codes.submit']()}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
