import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isRetryable } from '#kit/lib/errors';

const THIRTY_SECONDS_MS = 30_000;

/** One place that sees every failed call, so a revoked session is noticed wherever it surfaces. */
export function createQueryClient(options: { onError?: (error: unknown) => void } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => options.onError?.(error) }),
    mutationCache: new MutationCache({ onError: (error) => options.onError?.(error) }),
    defaultOptions: {
      queries: {
        staleTime: THIRTY_SECONDS_MS,
        // A 4xx answer (bad input, not signed in, not found) will not change on retry.
        retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
}
