import { VIP_GATEWAY_TIMEOUT_MS } from '#contract/vip/rules';

/** What Razorpay Checkout hands the success handler: passed to the server's verify as it came. */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** A failed attempt as Checkout reports it (`payment.failed`): the provider's own words. */
export interface CheckoutFailure {
  error?: { description?: string; reason?: string };
}

/** The options this site opens Checkout with (Razorpay's names). */
export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact?: string };
  notes: Record<string, string>;
  theme: { color: string };
  modal: { escape: boolean; backdropclose: boolean; ondismiss: () => void };
  retry: { enabled: boolean; max_count: number };
  handler: (response: CheckoutSuccess) => void;
}

export interface CheckoutInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: CheckoutFailure) => void): void;
}

export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

/** The seed's gateway states: loading, then loaded, or failed (the script errored), or timed out after 10 seconds. */
export type GatewayState = 'loading' | 'loaded' | 'failed' | 'timeout';

/** One load per script address, only when the purchase page asks; a failed load is forgotten, so a retry loads again. */
const loads = new Map<string, Promise<void>>();

export function loadCheckoutScript(url: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  let load = loads.get(url);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      const timer = setTimeout(() => reject(new GatewayError('timeout')), VIP_GATEWAY_TIMEOUT_MS);
      script.src = url;
      script.async = true;
      script.onload = () => {
        clearTimeout(timer);
        resolve();
      };
      script.onerror = () => {
        clearTimeout(timer);
        reject(new GatewayError('failed'));
      };
      document.head.appendChild(script);
    });
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

export class GatewayError extends Error {
  constructor(readonly state: 'failed' | 'timeout') {
    super(`Razorpay Checkout ${state}`);
  }
}
