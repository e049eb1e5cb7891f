import { useEffect, useState } from 'react';
import { GatewayError, loadCheckoutScript, type GatewayState } from './checkout-script';

/** Loads Razorpay Checkout from the server-given address once the page needs it (`url` set), and follows its state. */
export function useGateway(url: string | undefined): GatewayState {
  const [state, setState] = useState<GatewayState>('loading');
  useEffect(() => {
    if (!url) return;
    let current = true;
    setState('loading');
    loadCheckoutScript(url).then(
      () => current && setState('loaded'),
      (error: unknown) => current && setState(error instanceof GatewayError ? error.state : 'failed'),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return state;
}
