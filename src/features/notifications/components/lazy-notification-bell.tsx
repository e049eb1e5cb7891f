import { lazy, Suspense } from 'react';

// Loaded beside the first render, not in it: the home page's entry chunk has no room (its 100 KB
// budget), and the count is the server's answer anyway.
const NotificationBell = lazy(() => import('./notification-bell').then((module) => ({ default: module.NotificationBell })));

export function LazyNotificationBell() {
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
