import { setupWorker } from 'msw/browser';
import { adminFixtureProcedures, createAdminFixtureState, MOCK_ADMIN_CREDENTIALS } from '../../tests/fixtures/admin-fixtures';
import { trpcHandlers } from '../../tests/fixtures/trpc-msw';

/** Mock mode: the same stateful fixtures the UI tests use, served by MSW's service worker. */
export async function startMockWorker(): Promise<void> {
  const state = createAdminFixtureState({ signedIn: true });
  const worker = setupWorker(...trpcHandlers(window.location.origin, adminFixtureProcedures(state)));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: false });
  console.info(`[mock] Admin fixtures active. Sign in again with ${MOCK_ADMIN_CREDENTIALS.email} / ${MOCK_ADMIN_CREDENTIALS.password}`);
}
