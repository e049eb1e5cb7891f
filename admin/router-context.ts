import type { QueryClient } from '@tanstack/react-query';
import type { ToastStore } from '#kit/ui/toast/toast-store';
import type { AdminQueryUtils } from './lib/trpc';

/** What every route's beforeLoad/loader can use; apart from app.tsx, which imports the route tree that imports the root route. */
export interface AdminRouterContext {
  queryClient: QueryClient;
  trpcUtils: AdminQueryUtils;
  toasts: ToastStore;
}
