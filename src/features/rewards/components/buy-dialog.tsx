import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { FormError } from '#kit/ui/form/form-error';
import { useToast } from '#kit/ui/toast/toast-context';
import { errorCode, isRetryable, messageFor } from '#kit/lib/errors';
import { formatCount, formatRupees } from '#kit/lib/format';
import { newIdempotencyKey } from '#kit/lib/idempotency-key';
import { trpc } from '../../../lib/trpc';
import { productWords } from '#i18n/product-words';
import { m } from '#i18n/paraglide/messages';
import { ChangeNotice } from '../../changes';
import { useSession } from '../../auth';
import { useRefreshMoney } from '../../wallet';
import { usePlacedOrders, type StoreReward } from '../api/store-queries';
import { SpreadFact } from '../../../components/ui/feedback';
import { NeedMore, shortfallPaise } from './stock-state';

/**
 * Confirms a purchase with what the buyer must know first, places the order and opens /success.
 * One idempotency key per opened dialog, so a retry after a lost answer cannot pay twice.
 */
export function BuyDialog({ reward, freeFireUid, onClose }: { reward: StoreReward; freeFireUid?: string; onClose: () => void }) {
  const user = useSession().data;
  const navigate = useNavigate();
  const toast = useToast();
  const utils = trpc.useUtils();
  const refreshMoney = useRefreshMoney();
  const placed = usePlacedOrders();
  const key = useRef(newIdempotencyKey());
  const [error, setError] = useState<string | null>(null);
  const isTopUp = reward.kind === 'free_fire_diamonds';
  const price = formatRupees(reward.pricePaise);
  // The balance may have dropped since the tile was drawn (another tab, a game's wager).
  const shortfall = shortfallPaise(reward, user?.walletBalancePaise);

  const redeem = trpc.rewards.redeem.useMutation({
    onSuccess: async (order) => {
      placed.remember(order);
      void refreshMoney();
      void utils.rewards.invalidate();
      await navigate({ to: '/success', search: { order: order.id } });
    },
    onError: (failure) => {
      const message = messageFor(failure, m['store.order-failed']());
      setError(message);
      toast.error(message);
      // A refusal is final for this key; only a failure that may not have reached the server keeps it.
      if (!isRetryable(failure)) key.current = newIdempotencyKey();
      // Price, stock or balance may have changed since the page loaded.
      void utils.rewards.list.invalidate();
      void utils.wallet.summary.invalidate();
      if (errorCode(failure) === 'FORBIDDEN') void utils.auth.session.invalidate();
    },
  });

  const pay = () => {
    if (redeem.isPending) return;
    setError(null);
    redeem.mutate({ id: reward.id, ...(isTopUp ? { freeFireUid } : {}), idempotencyKey: key.current });
  };

  const words = productWords(reward);
  return (
    <Dialog title={m['store.confirm.title']()} description={m['store.confirm.description']({ name: words.name.text, price })} onClose={onClose} preventClose={redeem.isPending}>
      <dl className="space-y-2 text-left text-sm">
        <Detail term={m['store.confirm.region']()}>
          <span lang={words.region.lang}>{words.region.text}</span>
        </Detail>
        <Detail term={m['store.confirm.validity']()}>
          <span lang={words.validity.lang}>{words.validity.text}</span>
        </Detail>
        {isTopUp ? <Detail term={m['store.confirm.uid']()}>{freeFireUid}</Detail> : user && <Detail term={m['store.confirm.send-to']()}>{m['store.confirm.delivery']({ email: user.email })}</Detail>}
        {user && <Detail term={m['store.confirm.balance']()}>{formatRupees(user.walletBalancePaise)}</Detail>}
      </dl>
      <ChangeNotice kind="product-price" subject={reward.id} detailed className="mt-4" />
      {isTopUp ? (
        <p className="mt-4 text-left text-sm text-amber-100">{m['store.confirm.top-up']()}</p>
      ) : (
        !reward.inStock && reward.promiseHours !== null && <p className="mt-4 text-left text-sm text-amber-100">{m['store.confirm.held']({ hours: formatCount(reward.promiseHours) })}</p>
      )}
      <FormError message={error} announce={false} className="mt-4 text-left" />
      {shortfall > 0 && <NeedMore shortfallPaise={shortfall} className="mt-4 text-left" />}
      <DialogActions>
        <Button variant="ghost" onClick={onClose} disabled={redeem.isPending}>
          {m['store.cancel']()}
        </Button>
        {shortfall === 0 && (
          <Button onClick={pay} busy={redeem.isPending} busyLabel={m['store.confirm.busy']()}>
            {m['store.confirm.pay']({ price })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <SpreadFact term={term} valueClassName="min-w-0 break-words font-semibold text-white">
      {children}
    </SpreadFact>
  );
}
