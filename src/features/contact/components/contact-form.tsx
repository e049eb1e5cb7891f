import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-provider';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/fields';
import { fieldErrorsFrom, serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { hasErrors, useFocusFirstError, type FieldErrors } from '../../../lib/validation';
import { validateContact, type ContactField } from '../validation';

const EMPTY = { name: '', email: '', message: '' };

export function ContactForm() {
  const toast = useToast();
  const { formRef, focusFirstError } = useFocusFirstError();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});

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

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstError();
    send.mutate({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() });
  };

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
