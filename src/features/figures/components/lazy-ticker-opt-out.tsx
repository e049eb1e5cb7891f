import { lazy, Suspense } from 'react';

const TickerOptOutCard = lazy(() => import('./ticker-opt-out').then((module) => ({ default: module.TickerOptOutCard })));

/**
 * The profile's ticker switch, loaded with the profile page rather than with every page: the app
 * shell imports this feature's index for the ticker, and a static export here would put the switch,
 * its field and its toasts into the entry chunk (+1.5 KB gzip, measured).
 */
export function TickerOptOut({ optOut }: { optOut: boolean }) {
  return (
    <Suspense fallback={null}>
      <TickerOptOutCard optOut={optOut} />
    </Suspense>
  );
}
