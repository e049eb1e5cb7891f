import { lazy, Suspense } from 'react';

// Loaded beside the first render, not in it: the banner waits for the site's settings anyway, and its
// sentence (the whole referral rule, both languages) would not fit the home page's 100 KB budget.
const InviteBanner = lazy(() => import('./invite-banner').then((module) => ({ default: module.InviteBanner })));

export function LazyInviteBanner() {
  return (
    <Suspense fallback={null}>
      <InviteBanner />
    </Suspense>
  );
}
