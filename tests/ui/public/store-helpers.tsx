import { ALL_CAPABILITIES_OFF } from '#contract/capabilities/schemas';
import { fixtureSiteInfo, type FixtureUser } from '../../../src/mocks/fixtures/public-fixtures';
import { createStoreFixtureState, storePublicProcedures, type StoreFixtureState } from '../../../src/mocks/fixtures/store-fixtures';
import { renderApp } from './render-app';

/** The site with only the store switched on. */
export const STORE_ON = { ...fixtureSiteInfo, capabilities: { ...ALL_CAPABILITIES_OFF, store: true } };

/** The app at `path` with the store's fixtures (their state returned as `store`); the fixture user unless `user` is given. */
export function renderStore(path: string, state: StoreFixtureState = createStoreFixtureState(), siteInfo = STORE_ON, user?: FixtureUser) {
  return { ...renderApp(path, { siteInfo, user, procedures: storePublicProcedures(state) }), store: state };
}
