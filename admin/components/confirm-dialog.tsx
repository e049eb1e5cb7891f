import { useRef, type ReactNode } from 'react';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { m } from '../i18n/paraglide/messages';

/** "Are you sure?" for destructive actions: Cancel has the initial focus, so Enter never deletes by accident. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onClose,
  fallbackFocus,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  fallbackFocus?: () => HTMLElement | null | undefined;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} description={description} onClose={onClose} initialFocusRef={cancel} preventClose={busy} fallbackFocus={fallbackFocus}>
      <DialogActions>
        <Button ref={cancel} onClick={onClose} disabled={busy}>
          {m['common.cancel']()}
        </Button>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
