import { Button } from '#kit/ui/button';
import { Badge } from '../../components/panel';
import { Options } from '../../components/options';
import { RowSelect } from '../../components/row-select';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import type { AdminCatalogueItem } from './catalogue-form-dialog';
import { STATUS_LABELS, STATUS_OPTIONS } from './catalogue-labels';

/** The row's status, changed as soon as another is chosen. */
export function StatusSelect({ item }: { item: AdminCatalogueItem }) {
  const setStatus = trpc.catalogue.setStatus.useMutation(useToastOutcome({ success: m['catalogue.status-updated'](), failure: m['catalogue.update-failed'](), changed: (utils) => [utils.catalogue.list] }));
  return (
    <RowSelect
      id={`status-${item.id}`}
      label={m['catalogue.status-of']({ title: item.title })}
      value={item.status}
      disabled={setStatus.isPending}
      onChange={(event) => setStatus.mutate({ id: item.id, status: event.target.value as AdminCatalogueItem['status'] })}
    >
      <Options values={STATUS_OPTIONS} labels={STATUS_LABELS} />
    </RowSelect>
  );
}

/** Whether the row is locked, and Unlock at once or Lock (the panel asks the reason first). */
export function LockCell({ item, onLock }: { item: AdminCatalogueItem; onLock: () => void }) {
  const unlock = trpc.catalogue.setLock.useMutation(useToastOutcome({ success: m['catalogue.unlocked'](), failure: m['catalogue.update-failed'](), changed: (utils) => [utils.catalogue.list] }));
  return (
    <span className="flex flex-wrap items-center justify-end gap-2 lg:justify-start">
      {item.isLocked ? (
        <Badge tone="amber" label={m['catalogue.lock.locked-label']({ reason: item.lockReason ?? '' })}>
          {m['catalogue.lock.locked']()}
        </Badge>
      ) : (
        <Badge tone="green">{m['catalogue.lock.open']()}</Badge>
      )}
      {item.isLocked ? (
        <Button size="sm" busy={unlock.isPending} onClick={() => unlock.mutate({ id: item.id, isLocked: false })} aria-label={m['catalogue.lock.unlock-label']({ title: item.title })}>
          {unlock.isPending ? m['catalogue.lock.unlocking']() : m['catalogue.lock.unlock']()}
        </Button>
      ) : (
        <Button size="sm" onClick={onLock} aria-label={m['catalogue.lock.lock-label']({ title: item.title })}>
          {m['catalogue.lock.lock']()}
        </Button>
      )}
    </span>
  );
}
