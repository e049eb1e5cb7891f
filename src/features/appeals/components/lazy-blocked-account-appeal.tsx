import { lazy, Suspense } from 'react';

// Loaded only once sign-in answered "blocked": its form (the schema, the reason's words) is no
// weight for the sign-in page itself.
const BlockedAccountAppeal = lazy(() => import('./blocked-account-appeal').then((module) => ({ default: module.BlockedAccountAppeal })));

export function LazyBlockedAccountAppeal({ credentials, reason }: { credentials: () => { email: string; password: string }; reason: string | null }) {
  return (
    <Suspense fallback={null}>
      <BlockedAccountAppeal credentials={credentials} reason={reason} />
    </Suspense>
  );
}
