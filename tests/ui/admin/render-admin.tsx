import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetupServer } from 'msw/node';
import { AdminAppProvider, createAdminApp } from '../../../admin/app';
import { adminFixtureProcedures, createAdminFixtureState, type AdminFixtureState } from '../../../admin/mocks/fixtures/admin-fixtures';
import { trpcHandlers, type UncheckedProcedureFixtures } from '#kit/mocks/trpc-msw';
import type { AdminRole } from '#contract/admin-auth/roles';

// jsdom has no layout and logs "Not implemented" for scrolling, which the router does on navigation.
window.scrollTo = () => {};
// Two CPU cores shared with other suites: give findBy*/waitFor headroom (they still fail, just later).
configure({ asyncUtilTimeout: 3_000 });

/** jsdom runs at this origin (vitest.config.ts), so the SPA's tRPC client calls it. */
export const API_ORIGIN = 'http://localhost:3000';

export interface RenderAdminOptions {
  signedIn?: boolean;
  /** The signed-in admin's role (decision 046); an owner unless given. */
  role?: AdminRole;
  /** Replace single procedures, e.g. to make one fail; receives the fixture state. */
  overrides?: (state: AdminFixtureState) => UncheckedProcedureFixtures;
}

/** Renders the real admin app at `url` (memory history) against fresh stateful fixtures. */
export function renderAdmin(server: SetupServer, url: string, options: RenderAdminOptions = {}) {
  const state = createAdminFixtureState({ signedIn: options.signedIn ?? true, role: options.role });
  server.use(...trpcHandlers(API_ORIGIN, { ...adminFixtureProcedures(state), ...options.overrides?.(state) }));
  const app = createAdminApp({ initialUrl: url });
  const user = userEvent.setup();
  const view = render(<AdminAppProvider app={app} />);
  return { ...view, app, state, user, location: () => app.router.state.location };
}

/** Calls of one procedure recorded by the fixtures, with their inputs. */
export function callsTo(state: AdminFixtureState, path: string): unknown[] {
  return state.calls.filter((call) => call.path === path).map((call) => call.input);
}
