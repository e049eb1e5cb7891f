import { useEffect } from 'react';
import { SUPPORT_REPLY_HOURS } from '#contract/contact/rules';
import { sendContactMessageInputSchema } from '#contract/contact/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { messageFor } from '#kit/lib/errors';
import { Button } from '#kit/ui/button';
import { TextAreaField, TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToast } from '#kit/ui/toast/toast-context';
import { m } from '#i18n/paraglide/messages';
import { Notice } from '../../../components/ui/feedback';
import { trpc } from '../../../lib/trpc';
import { useSession } from '../../auth';

/**
 * Prefilled with a signed-in person's name and address (still theirs to edit). Once sent, the confirmation
 * and its ticket number stay on screen until they choose to write another message.
 */
export function ContactForm() {
  const toast = useToast();
  const session = useSession();
  const form = useSchemaForm(sendContactMessageInputSchema, { defaultValues: { name: '', email: '', message: '' } });
  const user = session.data;
  // Filled once the session is known, never over what the person already typed.
  useEffect(() => {
    if (!user) return;
    if (!form.getFieldState('name').isDirty && !form.getValues('name')) form.setValue('name', user.name);
    if (!form.getFieldState('email').isDirty && !form.getValues('email')) form.setValue('email', user.email);
  }, [user, form]);

  const send = trpc.contact.send.useMutation({
    onError: (error) => {
      form.placeRefusal(error);
      // The server's refusal when it has one (validation, "too many messages"), worded in the visitor's language; else the catalogue's.
      toast.error(messageFor(error, m['account.contact.failed']()));
    },
  });

  if (send.isSuccess) {
    return (
      <div className="space-y-4">
        <Notice tone="success">
          <p className="font-semibold">{m['account.contact.sent-title']()}</p>
          <p className="mt-1">{m['account.contact.ticket']({ ticket: send.data.ticket })}</p>
          <p className="mt-1">{m['account.contact.sent-next']({ email: send.variables.email.trim().toLowerCase(), from: SUPPORT_REPLY_HOURS.from, to: SUPPORT_REPLY_HOURS.to })}</p>
        </Notice>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset({ name: user?.name ?? form.getValues('name'), email: user?.email ?? form.getValues('email'), message: '' });
            send.reset();
          }}
        >
          {m['account.contact.write-another']()}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((input) => send.mutate(input))} className="space-y-4" aria-label={m['account.contact.form-label']()}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={m['account.contact.name']()} autoComplete="name" required maxLength={maxLengthOf(sendContactMessageInputSchema.shape.name)} {...form.field('name')} />
        <TextField label={m['auth.email']()} type="email" autoComplete="email" required {...form.field('email')} />
      </div>
      <TextAreaField label={m['account.contact.message']()} required rows={6} maxLength={maxLengthOf(sendContactMessageInputSchema.shape.message)} {...form.field('message')} />
      <Button type="submit" busy={send.isPending} busyLabel={m['account.contact.busy']()} className="w-full sm:w-auto">
        {m['account.contact.submit']()}
      </Button>
    </form>
  );
}
