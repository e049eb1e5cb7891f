import { lazy, Suspense } from 'react';

const TickerOptOutCard = lazy(() => import('./ticker-opt-out').then((module) => ({ default: module.TickerOptOutCard })));

/** The profile's ticker switch, loaded lazily: a static export here would add it to the entry chunk (+1.5 KB gzip). */
export function TickerOptOut({ optOut }: { optOut: boolean }) {
  return (
    <Suspense fallback={null}>
      <TickerOptOutCard optOut={optOut} />
    </Suspense>
  );
}
