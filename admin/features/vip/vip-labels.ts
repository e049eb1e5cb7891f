import type { VipOrderStatus } from '#contract/vip/rules';
import { m } from '../../i18n/paraglide/messages';

export const STATUS_LABELS: Record<VipOrderStatus, string> = {
  created: m['vip.status.created'](),
  attempted: m['vip.status.attempted'](),
  paid: m['vip.status.paid'](),
  failed: m['vip.status.failed'](),
  refunded: m['vip.status.refunded'](),
};

/** Paid is money taken (green); open orders wait on Razorpay (amber); failed and refunded ended without a membership. */
export const STATUS_TONES: Record<VipOrderStatus, 'slate' | 'green' | 'red' | 'amber' | 'indigo'> = {
  created: 'slate',
  attempted: 'amber',
  paid: 'green',
  failed: 'red',
  refunded: 'indigo',
};
