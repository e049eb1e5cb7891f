// The language choice strategy is registered before any module reads a message.
import '#i18n/choice-strategy';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadingState } from '#kit/ui/states';
import { forgetSignedInUser } from '../features/auth';
import { appCodeOf, errorCode, errorPath, setRefusalWording } from '#kit/lib/errors';
import { KitWordsProvider } from '#kit/ui/kit-words';
import { setDisplayLocale } from '#kit/lib/format';
import { currentIntlLocale } from '#i18n/locale';
import { catalogueKitWords } from '#i18n/kit-words';
import { KitLookProvider } from '#kit/ui/kit-look';
import { ToastProvider } from '#kit/ui/toast/toast-context';
import { createToastStore } from '#kit/ui/toast/toast-store';
import { Toaster } from '#kit/ui/toast/toaster';
import { createQueryClient } from '../lib/query-client';
import { createTrpcClient, createTrpcUtils, trpc } from '../lib/trpc';
import { routeTree } from '../route-tree.gen';
import { ErrorPage } from './errors/error-page';
import { NotFoundPage } from './errors/not-found-page';

export interface AppRouterOptions {
  /** Start at this URL with an in-memory history (tests). Without it the browser's address bar is used. */
  initialPath?: string;
  history?: RouterHistory;
  /** Origin of the API; defaults to the page's own origin. */
  apiOrigin?: string;
  /** Rendering the first HTML at build time (RouterContext.firstHtml). */
  firstHtml?: boolean;
}

/** Calls whose UNAUTHORIZED answer is part of their normal flow, not a lost session. */
const UNAUTHORIZED_IS_EXPECTED = new Set(['auth.signIn']);
/** Sign-out calls go home on their own; a lost session there just means "already signed out". */
const NO_REDIRECT_ON_UNAUTHORIZED = new Set(['auth.signOut', 'auth.signOutEverywhere']);

/** The whole public app (tRPC client, query cache, toasts, router); UI tests start it at any URL. */
export function createAppRouter(options: AppRouterOptions = {}) {
  const history = options.history ?? (options.initialPath ? createMemoryHistory({ initialEntries: [options.initialPath] }) : undefined);

  // A session can end at any time (signed out elsewhere, account blocked): whichever call notices
  // first clears the cached user and sends the person to sign in, with a way back.
  const onError = (error: unknown) => {
    // A capability switched off while its screen was open (decision 010): site.info and the route
    // guards run again, so its screens and links go; the call's own refusal says why.
    if (appCodeOf(error) === 'capabilities.off') {
      void trpcUtils.site.info.fetch(undefined, { staleTime: 0 }).then(() => router.invalidate(), () => undefined);
      return;
    }
    if (errorCode(error) !== 'UNAUTHORIZED') return;
    const path = errorPath(error) ?? '';
    if (UNAUTHORIZED_IS_EXPECTED.has(path)) return;
    forgetSignedInUser(queryClient);
    if (NO_REDIRECT_ON_UNAUTHORIZED.has(path)) return;
    const { pathname, href } = router.state.location;
    if (pathname === '/signin') return;
    void router.navigate({ to: '/signin', search: { redirect: href }, replace: true });
  };

  const queryClient = createQueryClient({ onError });
  const trpcClient = createTrpcClient(options.apiOrigin);
  const trpcUtils = createTrpcUtils({ client: trpcClient, queryClient });
  const toasts = createToastStore();
  // The refusals' words load after the first paint; until then a refusal shows the server's English.
  void import('#i18n/refusal-wording').then(({ catalogueRefusalWording }) => setRefusalWording(catalogueRefusalWording));
  const kitWords = catalogueKitWords();
  setDisplayLocale(currentIntlLocale());

  function Providers({ children }: { children: ReactNode }) {
    return (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <KitLookProvider look="public">
            <KitWordsProvider words={kitWords}>
              <ToastProvider store={toasts}>
                {children}
                <Toaster />
              </ToastProvider>
            </KitWordsProvider>
          </KitLookProvider>
        </QueryClientProvider>
      </trpc.Provider>
    );
  }

  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, trpcUtils, firstHtml: options.firstHtml ?? false },
    defaultPreload: 'intent',
    // Route data lives in the query cache; the router must not keep its own stale copy.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    defaultPendingComponent: () => <LoadingState />,
    Wrap: Providers,
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

export function App({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
