import type { FormEventHandler, ReactNode, RefObject } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { FormError } from '#kit/ui/form/form-error';
import { m } from '../i18n/paraglide/messages';

/** What the dialog needs of a `useSchemaForm` form. */
interface DialogForm<Values> {
  handleSubmit(onValid: (values: Values) => void, onInvalid?: (errors: FieldErrors) => void): FormEventHandler<HTMLFormElement>;
  formError?: string;
}

/**
 * A dialog whose body is one form: its fields, the form's error, Cancel and the submit button
 * (`busyLabel` while `busy`). `onValid` takes the form's values; a submit while `busy` is ignored.
 */
export function FormDialog<Values>({
  title,
  description,
  onClose,
  initialFocusRef,
  fallbackFocus,
  form,
  onValid,
  onInvalid,
  busy,
  preventClose = busy,
  submitLabel,
  busyLabel = m['common.saving'](),
  variant = 'primary',
  submitDisabled,
  announceError,
  children,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  initialFocusRef?: RefObject<HTMLElement | null>;
  fallbackFocus?: () => HTMLElement | null;
  form: DialogForm<Values>;
  onValid: (values: Values) => void;
  onInvalid?: (errors: FieldErrors) => void;
  busy: boolean;
  /** Busy by default; more where something else is in flight (an image upload). */
  preventClose?: boolean;
  submitLabel: string;
  /** "Saving…" unless said. */
  busyLabel?: string;
  variant?: 'primary' | 'danger';
  submitDisabled?: boolean;
  /** False where the screen also toasts the failure (one announcement, not two). */
  announceError?: boolean;
  children: ReactNode;
}) {
  const onSubmit = form.handleSubmit((values) => {
    if (!busy) onValid(values);
  }, onInvalid);
  return (
    <Dialog title={title} description={description} onClose={onClose} preventClose={preventClose} initialFocusRef={initialFocusRef} fallbackFocus={fallbackFocus}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {children}
        <FormError message={form.formError} announce={announceError} />
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {m['common.cancel']()}
          </Button>
          <Button type="submit" variant={variant} disabled={submitDisabled} busy={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
