import { lazy, Suspense, type ComponentProps } from 'react';

const BuyDialogNow = lazy(() => import('./buy-dialog').then((module) => ({ default: module.BuyDialog })));

/**
 * The confirm dialog, loaded on the first Buy press: it brings the wallet, the order code and the
 * dialog kit (≈4 KB gzip), which no store page needs before someone chooses a card.
 */
export function BuyDialog(props: ComponentProps<typeof BuyDialogNow>) {
  return (
    <Suspense fallback={null}>
      <BuyDialogNow {...props} />
    </Suspense>
  );
}
