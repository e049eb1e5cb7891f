import { useState } from 'react';
import { blockedAccountAppealInputSchema } from '#contract/appeals/schemas';
import { Button } from '#kit/ui/button';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { holdReasonText } from '#i18n/appeal-reason-wording';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { AppealMessageField } from './appeal-form';
import { Typed } from './typed';

const messageSchema = blockedAccountAppealInputSchema.pick({ message: true });

/**
 * The sign-in page's answer to a blocked account (decision 043): why, and a review asked with the
 * e-mail and password just typed — no session is made; the answer comes by e-mail. The admin's
 * own reason for the block (decision 048) follows the coded one, as written.
 */
export function BlockedAccountAppeal({ credentials, reason }: { credentials: () => { email: string; password: string }; reason: string | null }) {
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  const appeal = trpc.appeals.blockedAccount.useMutation();
  const form = useSchemaForm(messageSchema, { defaultValues: { message: '' } });
  const onSubmit = form.handleSubmit(async ({ message }) => {
    try {
      await appeal.mutateAsync({ ...credentials(), message });
      setSent(true);
    } catch (error) {
      form.showRefusal(error, m['appeals.form.failed']());
    }
  });
  return (
    <section aria-labelledby="blocked-appeal-title" className="mt-5 rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
      <h2 id="blocked-appeal-title" className="font-semibold text-white">
        {m['appeals.blocked.title']()}
      </h2>
      <p className="mt-1 text-sm text-indigo-50">{holdReasonText({ code: 'account.blocked' })}</p>
      {reason ? (
        <p className="mt-1 text-sm text-indigo-100">
          {m['appeals.item.note']()} <Typed text={reason} />
        </p>
      ) : null}
      {sent ? (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-200">
          {m['appeals.blocked.sent']()}
        </p>
      ) : asking ? (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-3 space-y-3">
          <p className="text-sm text-indigo-200">{m['appeals.blocked.lead']()}</p>
          <AppealMessageField {...form.field('message')} />
          <FormError message={form.formError} />
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting} busyLabel={m['appeals.form.busy']()}>
            {m['appeals.form.submit']()}
          </Button>
        </form>
      ) : (
        <Button className="mt-3" onClick={() => setAsking(true)}>
          {m['appeals.blocked.open']()}
        </Button>
      )}
    </section>
  );
}
