import { z } from 'zod';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { m } from '../../i18n/paraglide/messages';
import { secondFactorCodeFieldSchema } from '../security';

const codeSchema = z.object({ otp: secondFactorCodeFieldSchema });

/** The second step of a sign-in: an authenticator code, or one of the recovery codes. */
export function SecondFactorCodeForm({ pending, onSubmit, onBack }: { pending: boolean; onSubmit: (otp: string) => void; onBack: () => void }) {
  const form = useSchemaForm(codeSchema, { defaultValues: { otp: '' } });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ otp }) => {
        if (!pending) onSubmit(otp);
      })}
      aria-label={m['auth.code.form-label']()}
      className="space-y-4"
    >
      <TextField
        label={m['auth.code.label']()}
        autoComplete="one-time-code"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- this step appears after the password was accepted: the code field is where the admin types next
        autoFocus
        hint={m['auth.code.hint']()}
        {...form.field('otp')}
      />
      <Button type="submit" variant="primary" className="w-full" busy={pending}>
        {pending ? m['auth.code.checking']() : m['auth.code.submit']()}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        {m['auth.code.other-account']()}
      </Button>
    </form>
  );
}
