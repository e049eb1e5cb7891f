/**
 * A fake Razorpay Checkout for the VIP page's UI tests: it stands in for the script the page loads,
 * calling the page's handler or its failure listener as the real one does.
 */
import type { CheckoutFailure, CheckoutOptions, CheckoutSuccess } from '../../../src/features/vip/lib/checkout-script';

/** What a fake Checkout does when opened: pay (the handler gets a signed answer), fail with the provider's words, or be dismissed. */
export type CheckoutOutcome = { kind: 'success' } | { kind: 'failure'; failure: CheckoutFailure } | { kind: 'dismiss' };

/** Installs a fake `window.Razorpay` (so the page needs no script); returns the options each opening received. */
export function installFakeCheckout(outcome: () => CheckoutOutcome): { opened: CheckoutOptions[]; uninstall: () => void } {
  const opened: CheckoutOptions[] = [];
  class FakeCheckout {
    private failed: ((response: CheckoutFailure) => void) | null = null;
    constructor(private readonly options: CheckoutOptions) {}
    on(_event: 'payment.failed', listener: (response: CheckoutFailure) => void) {
      this.failed = listener;
    }
    open() {
      opened.push(this.options);
      const result = outcome();
      queueMicrotask(() => {
        if (result.kind === 'success') {
          const response: CheckoutSuccess = { razorpay_order_id: this.options.order_id, razorpay_payment_id: 'pay_fixture0001', razorpay_signature: 'f'.repeat(64) };
          this.options.handler(response);
        } else if (result.kind === 'failure') this.failed?.(result.failure);
        else this.options.modal.ondismiss();
      });
    }
  }
  window.Razorpay = FakeCheckout;
  return { opened, uninstall: () => Reflect.deleteProperty(window, 'Razorpay') };
}
