import { CAPABILITY_PAGES } from '#contract/capabilities/impact';
import type { Capability } from '#contract/capabilities/schemas';
import { formatCount } from '#kit/lib/format';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';

const IMPACT_WORDS: Record<Capability, (inputs: { count: string }) => string> = {
  store: m['settings.capabilities.off-confirm.impact.store'],
  referrals: m['settings.capabilities.off-confirm.impact.referrals'],
  tasks: m['settings.capabilities.off-confirm.impact.tasks'],
  vip: m['settings.capabilities.off-confirm.impact.vip'],
  offerwalls: m['settings.capabilities.off-confirm.impact.offerwalls'],
};

/** Switching a capability off says what users stop seeing (its guarded pages) and what it leaves waiting now (decision 048). */
export function CapabilityOffDialog({
  capability,
  name,
  busy,
  onConfirm,
  onClose,
}: {
  capability: Capability;
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const impact = trpc.capabilities.impact.useQuery();
  const pages = CAPABILITY_PAGES[capability];
  return (
    <ConfirmDialog
      title={m['settings.capabilities.off-confirm.title']({ name })}
      description={
        <>
          <span className="block">{pages.length > 0 ? m['settings.capabilities.off-confirm.pages']({ pages: pages.join(', ') }) : m['settings.capabilities.off-confirm.no-pages']()}</span>
          <span className="mt-1 block">
            {impact.isPending
              ? m['settings.capabilities.off-confirm.impact-loading']()
              : impact.isError
                ? m['settings.capabilities.off-confirm.impact-failed']()
                : IMPACT_WORDS[capability]({ count: formatCount(impact.data[capability]) })}
          </span>
        </>
      }
      confirmLabel={m['settings.capabilities.off-confirm.confirm']()}
      busyLabel={m['settings.capabilities.off-confirm.busy']()}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
