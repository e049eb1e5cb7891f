import { setupWorker } from 'msw/browser';
import { adminFixtureProcedures, createAdminFixtureState, MOCK_ADMIN_CREDENTIALS } from '../../tests/fixtures/admin-fixtures';
import { contentAdminProcedures, contentRestHandlers, createContentFixtureState } from '../../tests/fixtures/content-fixtures';
import { trpcHandlers } from '../../tests/fixtures/trpc-msw';

/** Mock mode: the same stateful fixtures the UI tests use, served by MSW's service worker. */
export async function startMockWorker(): Promise<void> {
  const state = createAdminFixtureState({ signedIn: true });
  const content = createContentFixtureState();
  const worker = setupWorker(
    ...trpcHandlers(window.location.origin, { ...adminFixtureProcedures(state), ...contentAdminProcedures(state, content) }),
    ...contentRestHandlers(window.location.origin, state, content),
  );
  await worker.start({ onUnhandledRequest: 'bypass', quiet: false });
  console.info(`[mock] Admin fixtures active. Sign in again with ${MOCK_ADMIN_CREDENTIALS.email} / ${MOCK_ADMIN_CREDENTIALS.password}`);
}
