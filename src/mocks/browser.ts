import { setupWorker } from 'msw/browser';
import { createPublicFixtures } from '../../tests/fixtures/public-fixtures';
import { trpcHandlers } from '../../tests/fixtures/trpc-msw';

/** Only imported in mock mode (see main.tsx); production bundles never contain MSW. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...trpcHandlers(window.location.origin, createPublicFixtures().procedures));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: false });
}
