import type { QueryClient } from '@tanstack/react-query';
import type { TrpcUtils } from '../lib/trpc';

/** What every route's beforeLoad/loader can use. */
export interface RouterContext {
  queryClient: QueryClient;
  trpcUtils: TrpcUtils;
  /**
   * Rendering a page's first HTML at build time (vite.prerender.ts): no query runs, so the guards
   * let the page render and leave their decision to the browser, which makes it before it takes
   * the page over (src/main.tsx awaits router.load()).
   */
  firstHtml: boolean;
}
