import { Notice } from '../../../components/ui/feedback';
import { m } from '#i18n/paraglide/messages';
import type { GatewayState } from '../lib/checkout-script';

/** The gateway script's state in words: waiting politely, failures at once with the way out the messages name. */
export function GatewayNotice({ state }: { state: GatewayState }) {
  if (state === 'loaded') return null;
  if (state === 'loading') return <Notice tone="info">{m['vip.gateway-loading']()}</Notice>;
  return (
    <Notice tone="error">
      <p>{state === 'timeout' ? m['vip.gateway-timeout']() : m['vip.gateway-failed']()}</p>
      <button type="button" className="mt-2 font-semibold underline underline-offset-2" onClick={() => window.location.reload()}>
        {m['vip.refresh']()}
      </button>
    </Notice>
  );
}
