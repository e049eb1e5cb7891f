import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import type { AdminCatalogueItem } from './catalogue-form-dialog';

export function DeleteAppDialog({ item, onClose, fallbackFocus }: { item: AdminCatalogueItem; onClose: () => void; fallbackFocus: () => HTMLElement | null }) {
  const remove = trpc.catalogue.delete.useMutation(useToastOutcome({ success: m['catalogue.deleted'](), failure: m['catalogue.delete-failed'](), changed: (utils) => [utils.catalogue.list], onDone: onClose }));
  return (
    <ConfirmDialog
      title={m['catalogue.delete.title']({ title: item.title })}
      description={m['catalogue.delete.description']()}
      confirmLabel={m['catalogue.delete.confirm']()}
      busyLabel={m['common.deleting']()}
      busy={remove.isPending}
      onConfirm={() => remove.mutate({ id: item.id })}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    />
  );
}
