import { setupWorker } from 'msw/browser';
import { contentAdminProcedures, contentRestHandlers, createContentFixtureState } from '#kit/mocks/content-fixtures';
import { trpcHandlers } from '#kit/mocks/trpc-msw';
import { adminFixtureProcedures, createAdminFixtureState, MOCK_ADMIN_CREDENTIALS } from './fixtures/admin-fixtures';

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
