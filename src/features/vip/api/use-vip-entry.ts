import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { useCapability } from '../../site';

/** Where /special-rewards' VIP card leads: today's code for members (the server's answer), else the purchase; null while off. */
export function useVipEntry(): { to: '/vip-giveaway' | '/vip-purchase'; label: string } | null {
  const vip = useCapability('vip');
  const status = trpc.vip.status.useQuery(undefined, { enabled: vip });
  if (!vip) return null;
  return status.data?.isMember ? { to: '/vip-giveaway', label: m['home.special-rewards.vip-button']() } : { to: '/vip-purchase', label: m['vip.entry.button']() };
}
