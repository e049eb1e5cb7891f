import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { VIP_CHECKOUT_RETRY_MAX, VIP_REDIRECT_DELAY_MS } from '#contract/vip/rules';
import type { VipCheckoutOrder } from '#contract/vip/schemas';
import { useToast } from '#kit/ui/toast/toast-context';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { SITE_NAME } from '../../../lib/use-document-title';
import type { CheckoutFailure, CheckoutSuccess } from './checkout-script';

/** Checkout's accent: the site's own indigo, so the payment sheet looks like part of the page that opened it. */
const CHECKOUT_THEME_COLOR = '#6366f1';

/** Razorpay Checkout for the server's order; its signed answer goes back to the server. `onEnded`: closed, failed or answered. */
export function useCheckout(onEnded: () => void) {
  const toast = useToast();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [activated, setActivated] = useState(false);

  // The seed's pause after success: the toast is read, then the member's page opens with the
  // server's fresh answer (asked only now: a member's answer would replace this form and its timer).
  useEffect(() => {
    if (!activated) return;
    const timer = setTimeout(() => void utils.vip.status.invalidate().then(() => navigate({ to: '/vip-giveaway' })), VIP_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [activated, navigate, utils]);

  const verify = trpc.vip.verify.useMutation({
    onSuccess: (membership) => {
      onEnded();
      if (!membership.isMember) {
        void utils.vip.status.invalidate();
        toast.error(m['vip.activation-failed']());
        return;
      }
      toast.success(`${m['vip.activated']()} 🎉`);
      setActivated(true);
    },
    onError: () => {
      onEnded();
      toast.error(m['vip.activation-failed']());
    },
  });

  const openCheckout = (order: VipCheckoutOrder) => {
    const Checkout = window.Razorpay;
    if (!Checkout) {
      onEnded();
      toast.error(m['vip.gateway-unavailable']());
      return;
    }
    const checkout = new Checkout({
      key: order.keyId,
      amount: order.amountPaise,
      currency: order.currency,
      name: SITE_NAME,
      description: order.description,
      order_id: order.orderId,
      prefill: order.prefill,
      notes: order.notes,
      theme: { color: CHECKOUT_THEME_COLOR },
      // Closed only by its own button, so a stray tap or Escape does not drop a payment half-way.
      modal: { escape: false, backdropclose: false, ondismiss: onEnded },
      retry: { enabled: true, max_count: VIP_CHECKOUT_RETRY_MAX },
      handler: (response: CheckoutSuccess) => verify.mutate(response),
    });
    checkout.on('payment.failed', (response: CheckoutFailure) => {
      onEnded();
      toast.error(response.error?.description || response.error?.reason || m['vip.payment-failed']());
    });
    checkout.open();
  };

  return { openCheckout, activated };
}
