import { useToast } from '../../../kit/ui/toast/toast-context';
import { Button } from '../../../kit/ui/button';
import { TextAreaField, TextField } from '../../../kit/ui/fields';
import { fieldErrorsFrom, serverMessage } from '../../../kit/lib/errors';
import { trpc } from '../../../lib/trpc';
import { useValidatedForm, type FieldErrors } from '../../../lib/validation';
import { validateContact, type ContactField } from '../validation';

const EMPTY = { name: '', email: '', message: '' };

export function ContactForm() {
  const toast = useToast();
  const { formRef, values, setValues, errors, setErrors, update, submitWith } = useValidatedForm<typeof EMPTY, ContactField>(EMPTY, validateContact);

  const send = trpc.contact.send.useMutation({
    onSuccess: () => {
      toast.success('Message sent successfully!');
      setValues(EMPTY);
      setErrors({});
    },
    onError: (error) => {
      setErrors(fieldErrorsFrom(error) as FieldErrors<ContactField>);
      // The server's own words when it has them (validation, "too many messages"), else the catalogue's.
      toast.error(serverMessage(error) ?? 'Failed to send message');
    },
  });


  const onSubmit = submitWith((checked) => send.mutate({ name: checked.name.trim(), email: checked.email.trim(), message: checked.message.trim() }));

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Contact form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" name="name" autoComplete="name" required maxLength={100} value={values.name} error={errors.name} onChange={(event) => update('name', event.target.value)} />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(event) => update('email', event.target.value)}
        />
      </div>
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={6}
        maxLength={5000}
        value={values.message}
        error={errors.message}
        onChange={(event) => update('message', event.target.value)}
      />
      <Button type="submit" busy={send.isPending} busyLabel="Sending…" className="w-full sm:w-auto">
        Send message
      </Button>
    </form>
  );
}
