import type { QueryClient } from '@tanstack/react-query';
import type { TrpcUtils } from '../lib/trpc';

/** What every route's beforeLoad/loader can use. */
export interface RouterContext {
  queryClient: QueryClient;
  trpcUtils: TrpcUtils;
}
