import { createTRPCQueryUtils, createTRPCReact, httpBatchLink, type CreateTRPCReact } from '@trpc/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
import type { AdminRouter } from '#contract/routers';

/** Typed hooks for the admin origin's router. Only the router's *type* comes from the server. */
export const trpc: CreateTRPCReact<AdminRouter, unknown> = createTRPCReact<AdminRouter>();

export type AdminOutputs = inferRouterOutputs<AdminRouter>;
export type AdminInputs = inferRouterInputs<AdminRouter>;

/** The admin SPA always talks to its own origin: admin procedures exist nowhere else. */
export function createTrpcClient() {
  return trpc.createClient({
    links: [httpBatchLink({ url: new URL('/trpc', window.location.origin).toString(), transformer: superjson })],
  });
}

export function createQueryUtils(client: ReturnType<typeof createTrpcClient>, queryClient: QueryClient) {
  return createTRPCQueryUtils<AdminRouter>({ client, queryClient });
}
export type AdminQueryUtils = ReturnType<typeof createQueryUtils>;
