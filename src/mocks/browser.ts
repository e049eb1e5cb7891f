import { setupWorker } from 'msw/browser';
import { contentPublicProcedures, createContentFixtureState, FIXTURE_AD_CLIENT, FIXTURE_PARTNER } from '#kit/mocks/content-fixtures';
import { trpcHandlers } from '#kit/mocks/trpc-msw';
import { createPublicFixtures, fixtureWithdrawalOptions } from './fixtures/public-fixtures';

/** Only imported in mock mode (see main.tsx); production bundles never contain MSW. */
export async function startMockWorker(): Promise<void> {
  // QA sees every state of the withdrawal screen: ₹30 is switched off with an admin's reason.
  const withdrawalOptions = fixtureWithdrawalOptions().map((option) =>
    option.amountPaise === 3000 ? { ...option, isAvailable: false, unavailableReason: 'Temporarily unavailable: out of stock' } : option,
  );
  // The blog shows its ad slots and a sponsored partner, so QA can check both.
  const content = createContentFixtureState({ adClientId: FIXTURE_AD_CLIENT, sponsoredPartners: [FIXTURE_PARTNER] });
  const procedures = { ...createPublicFixtures({ withdrawalOptions }).procedures, ...contentPublicProcedures(content) };
  const worker = setupWorker(...trpcHandlers(window.location.origin, procedures));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: false });
}
