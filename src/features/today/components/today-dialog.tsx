import { Dialog } from '#kit/ui/dialog';
import { m } from '#i18n/paraglide/messages';
import { TodayPanel } from './today-panel';

/** The header chip's dialog: the same panel as the home page's. */
export function TodayDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={m['home.today.title']()} onClose={onClose}>
      <TodayPanel />
    </Dialog>
  );
}
