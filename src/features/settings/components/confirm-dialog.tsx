import { Button } from '#kit/ui/button';
import { Dialog } from '#kit/ui/dialog';
import { m } from '#i18n/paraglide/messages';

/** A risky action says what it will do and waits for a second press; Cancel is always there. */
export function ConfirmDialog({ title, consequence, confirm, busy, onConfirm, onClose }: { title: string; consequence: string; confirm: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog title={title} description={consequence} onClose={() => (busy ? undefined : onClose())}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          {m['settings.cancel']()}
        </Button>
        <Button variant="danger" busy={busy} busyLabel={m['settings.working']()} onClick={onConfirm}>
          {confirm}
        </Button>
      </div>
    </Dialog>
  );
}
