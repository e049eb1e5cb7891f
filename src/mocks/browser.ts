import { setupWorker } from 'msw/browser';
import { createPublicFixtures, fixtureWithdrawalOptions } from '../../tests/fixtures/public-fixtures';
import { trpcHandlers } from '../../tests/fixtures/trpc-msw';

/** Only imported in mock mode (see main.tsx); production bundles never contain MSW. */
export async function startMockWorker(): Promise<void> {
  // QA sees every state of the withdrawal screen: ₹30 is switched off with an admin's reason.
  const withdrawalOptions = fixtureWithdrawalOptions().map((option) =>
    option.amountPaise === 3000 ? { ...option, isAvailable: false, unavailableReason: 'Temporarily unavailable: out of stock' } : option,
  );
  const worker = setupWorker(...trpcHandlers(window.location.origin, createPublicFixtures({ withdrawalOptions }).procedures));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: false });
}
