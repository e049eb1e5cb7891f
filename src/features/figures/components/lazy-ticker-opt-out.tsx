import { lazy, Suspense } from 'react';
import { useSession } from '../../auth';

const TickerOptOutCard = lazy(() => import('./ticker-opt-out').then((module) => ({ default: module.TickerOptOutCard })));

/** The profile's ticker switch, loaded lazily: a static export here would add it to the entry chunk (+1.5 KB gzip). */
export function TickerOptOut({ optOut }: { optOut: boolean | null }) {
  return (
    <Suspense fallback={null}>
      <TickerOptOutCard optOut={optOut} />
    </Suspense>
  );
}

const TickerAskCard = lazy(() => import('./ticker-ask').then((module) => ({ default: module.TickerAskCard })));

/**
 * Beside a first win or delivery: whether the person wants to appear in the live ticker, asked once
 * (nothing while signed out or once they have answered, here or in their profile).
 */
export function TickerAsk() {
  const user = useSession().data;
  if (!user || user.tickerOptOut !== null) return null;
  return (
    <Suspense fallback={null}>
      <TickerAskCard />
    </Suspense>
  );
}
