import { lazy, Suspense } from 'react';

// Loaded beside the first render, not in it: the ticker shows nothing until its first answer anyway,
// and it hangs into main's top padding, so arriving later moves nothing. Out of the entry chunk it
// spares every route ≈0.9 KB gzip (the 150 KB route budget).
const LiveTickerNow = lazy(() => import('./live-ticker').then((module) => ({ default: module.LiveTicker })));

export function LiveTicker() {
  return (
    <Suspense fallback={null}>
      <LiveTickerNow />
    </Suspense>
  );
}
