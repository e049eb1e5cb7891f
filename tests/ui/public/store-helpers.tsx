import { ALL_CAPABILITIES_OFF } from '#contract/capabilities/schemas';
import { fixtureSiteInfo, fixtureUser, type FixtureUser } from '../../../src/mocks/fixtures/public-fixtures';
import { createStoreFixtureState, storePublicProcedures, type StoreFixtureState } from '../../../src/mocks/fixtures/store-fixtures';
import { renderApp } from './render-app';

/** The site with only the store switched on. */
export const STORE_ON = { ...fixtureSiteInfo, capabilities: { ...ALL_CAPABILITIES_OFF, store: true } };

/**
 * The app at `path` with the store's fixtures (their state returned as `store`); the fixture user unless `user` is given.
 * The store's state keeps the wallet it charges, so the session states that balance (what "You need ₹X more" reads).
 */
export function renderStore(path: string, state: StoreFixtureState = createStoreFixtureState(), siteInfo = STORE_ON, user: FixtureUser = fixtureUser) {
  return { ...renderApp(path, { siteInfo, user, procedures: { ...storePublicProcedures(state), ...storeSession(state, user) } }), store: state };
}

/** The session of `user` (none signed out) with the balance the store's state charges. */
export function storeSession(state: StoreFixtureState, user: FixtureUser | null) {
  if (!user) return {};
  const session = () => ({ ...user, walletBalancePaise: state.balancePaise });
  return { 'auth.session': session, 'auth.me': session };
}
