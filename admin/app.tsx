import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserHistory, createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { appCodeOf, httpStatusOf, isUnauthorized, messageFor } from '#kit/lib/errors';
import { KitLookProvider } from '#kit/ui/kit-look';
import { ToastProvider } from '#kit/ui/toast/toast-context';
import { createToastStore } from '#kit/ui/toast/toast-store';
import { Toaster } from '#kit/ui/toast/toaster';
import { LoadingState } from '#kit/ui/states';
import { createQueryUtils, createTrpcClient, trpc } from './lib/trpc';
import { routeTree } from './route-tree.gen';
import type { AdminRouterContext } from './router-context';
import { m } from './i18n/paraglide/messages';

export interface CreateAdminAppOptions {
  /** Start at this URL with in-memory history (tests); without it the browser's address bar is used. */
  initialUrl?: string;
}

/** A network hiccup or a 5xx is worth one more try; a 4xx answer will not change by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== null && status < 500) return false;
  return failureCount < 1;
}

/** One running admin app, created whole so each test render gets its own cache, toasts and history. */
export function createAdminApp(options: CreateAdminAppOptions = {}) {
  const toasts = createToastStore();
  // Assigned below; the caches' handlers only run after the router exists.
  let onAuthLost = () => {};
  let onChange = () => {};

  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorized(error)) return onAuthLost();
        // Screens show their own inline error too; the toast is the spec's "Failed to fetch data".
        if (query.meta?.['silentErrors']) return;
        // A part of a screen the admin's role may not read says which role it needs (decision 046).
        toasts.error(appCodeOf(error) === 'admin-auth.role-required' ? messageFor(error) : m['layout.fetch-failed']());
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isUnauthorized(error)) onAuthLost();
      },
      // Whatever an admin changed may have moved a queue: the dashboard and the navigation's badges ask
      // again. Not after signing out: the session is gone, so asking would only be refused (401).
      onSuccess: (_data, _variables, _context, mutation) => {
        if (!mutation.meta?.['signsOut']) onChange();
      },
    }),
    defaultOptions: {
      // Operators act on what they see: every tab refetches when it opens (cached rows show meanwhile).
      queries: { retry: shouldRetry, retryDelay: 500, staleTime: 0 },
      mutations: { retry: false },
    },
  });
  const trpcClient = createTrpcClient();
  const trpcUtils = createQueryUtils(trpcClient, queryClient);
  onChange = () => void trpcUtils.adminDashboard.overview.invalidate();

  const history = options.initialUrl ? createMemoryHistory({ initialEntries: [options.initialUrl] }) : createBrowserHistory();
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, trpcUtils, toasts } satisfies AdminRouterContext,
    defaultPreload: false,
    scrollRestoration: true,
    defaultPendingComponent: () => <LoadingState />,
  });

  // Any UNAUTHORIZED answer outside the login screen means the session expired or was revoked.
  onAuthLost = () => {
    const location = router.state.location;
    if (location.pathname === '/login') return;
    trpcUtils.adminAuth.session.setData(undefined, null);
    toasts.error(m['layout.session-ended']());
    void router.navigate({ to: '/login', search: { redirect: location.href }, replace: true }).then(() => {
      queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey[0]) !== JSON.stringify(['adminAuth', 'session']) });
    });
  };

  return { router, queryClient, trpcClient, trpcUtils, toasts };
}

export type AdminApp = ReturnType<typeof createAdminApp>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AdminApp['router'];
  }
}

/** Renders a created app; tests use this to keep a handle on the router and query client. */
export function AdminAppProvider({ app }: { app: AdminApp }) {
  return (
    <KitLookProvider look="admin">
      <ToastProvider store={app.toasts}>
        <trpc.Provider client={app.trpcClient} queryClient={app.queryClient}>
          <QueryClientProvider client={app.queryClient}>
            <RouterProvider router={app.router} />
          </QueryClientProvider>
        </trpc.Provider>
        <Toaster />
      </ToastProvider>
    </KitLookProvider>
  );
}
