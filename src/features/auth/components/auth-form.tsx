import { useEffect, useState, type ComponentProps, type FormEventHandler, type ReactNode } from 'react';
import { MIN_PASSWORD_LENGTH } from '#contract/shared-schemas';
import { formatCount } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { m } from '#i18n/paraglide/messages';

interface AuthFormProps {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A refusal no field owns. */
  error?: string;
  busy: boolean;
  busyLabel: string;
  submit: string;
  children: ReactNode;
}

/**
 * An account form: its fields, a refusal no field owns, and the full-width submit button. A prerendered
 * page (/signup paints before its code runs) shows the form off until the app has taken over: the app
 * draws its own fields over the first HTML's, so anything typed earlier would vanish, and a press would
 * leave the page. POST all the same, so no submission ever puts the password in the address or the history.
 */
export function AuthForm({ label, onSubmit, error, busy, busyLabel, submit, children }: AuthFormProps) {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label={label}>
      <fieldset disabled={!running} className="m-0 min-w-0 space-y-4 border-0 p-0">
        {children}
        <FormError message={error} />
        <Button type="submit" className="w-full" busy={busy} busyLabel={busyLabel}>
          {submit}
        </Button>
      </fieldset>
    </form>
  );
}

/** A new password field, held to the server's minimum length and saying so under it. */
export function NewPasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'required' | 'minLength' | 'hint'>) {
  return <TextField type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} hint={m['auth.at-least-characters']({ count: formatCount(MIN_PASSWORD_LENGTH) })} {...props} />;
}
