import { sendContactMessageInputSchema } from '#contract/contact/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { messageFor } from '#kit/lib/errors';
import { Button } from '#kit/ui/button';
import { TextAreaField, TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToast } from '#kit/ui/toast/toast-context';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';

export function ContactForm() {
  const toast = useToast();
  const form = useSchemaForm(sendContactMessageInputSchema, { defaultValues: { name: '', email: '', message: '' } });

  const send = trpc.contact.send.useMutation({
    onSuccess: () => {
      toast.success(m['account.contact.sent']());
      form.reset();
    },
    onError: (error) => {
      form.placeRefusal(error);
      // The server's refusal when it has one (validation, "too many messages"), worded in the visitor's language; else the catalogue's.
      toast.error(messageFor(error, m['account.contact.failed']()));
    },
  });

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
