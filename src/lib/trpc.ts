import { createTRPCQueryUtils, createTRPCReact, httpBatchLink } from '@trpc/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
// Types only: the SPA never bundles server code.
import type { PublicRouter } from '#contract/routers';

export const trpc = createTRPCReact<PublicRouter>();

export type RouterInputs = inferRouterInputs<PublicRouter>;
export type RouterOutputs = inferRouterOutputs<PublicRouter>;
export type CurrentUser = NonNullable<RouterOutputs['auth']['session']>;
export type { PublicRouter };

/** The tRPC client for this origin; the session travels in an httpOnly cookie, so same-origin credentials. */
export function createTrpcClient(origin: string = window.location.origin) {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: new URL('/trpc', origin).toString(),
        transformer: superjson,
        fetch: (url, options) => fetch(url, { ...(options as RequestInit), credentials: 'same-origin' }),
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** Imperative query helpers (for route guards and cache updates outside components). */
export function createTrpcUtils(options: { client: TrpcClient; queryClient: QueryClient }) {
  return createTRPCQueryUtils<PublicRouter>(options);
}
export type TrpcUtils = ReturnType<typeof createTrpcUtils>;
