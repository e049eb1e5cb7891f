import { keepPreviousData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trpc } from '../../../lib/trpc';

/** Ten rows a page: short enough for a phone screen without endless scrolling. */
export const MONEY_PAGE_SIZE = 10;

/** Available balance and held withdrawals, fresh from the server whenever a money page opens. */
export function useWalletSummary() {
  return trpc.wallet.summary.useQuery(undefined, { staleTime: 0 });
}

export function useWalletHistory(page: number) {
  // The previous page stays on screen while the next one loads, instead of a blank skeleton.
  return trpc.wallet.history.useQuery({ page, pageSize: MONEY_PAGE_SIZE }, { staleTime: 0, placeholderData: keepPreviousData });
}

export function useRedeemHistory(page: number) {
  return trpc.redeem.history.useQuery({ page, pageSize: MONEY_PAGE_SIZE }, { staleTime: 0, placeholderData: keepPreviousData });
}

/** After money moved: the server's new balance at once where known, then every money figure fetched again. */
export function useRefreshMoney() {
  const utils = trpc.useUtils();
  return useCallback(
    async (newBalancePaise?: number) => {
      if (newBalancePaise !== undefined) {
        utils.auth.session.setData(undefined, (user) => (user ? { ...user, walletBalancePaise: newBalancePaise } : user));
        utils.auth.me.setData(undefined, (user) => (user ? { ...user, walletBalancePaise: newBalancePaise } : user));
      }
      await Promise.all([utils.wallet.invalidate(), utils.redeem.history.invalidate(), utils.auth.session.invalidate(), utils.auth.me.invalidate()]);
    },
    [utils],
  );
}
