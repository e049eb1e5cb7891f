import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureId } from '#kit/mocks/content-fixtures';
import { fixtureSiteInfo } from '../../../src/mocks/fixtures/public-fixtures';
import { createStoreFixtureState, storePublicProcedures, type FixtureStoreReward, type StoreFixtureState } from '../../../src/mocks/fixtures/store-fixtures';
import { renderStore } from './store-helpers';

/** The fixture store plus App Store ₹100 (one code) and ₹500 (none, no promise), and a ₹200 balance. */
function generatorState(): StoreFixtureState {
  const state = createStoreFixtureState({ balancePaise: 20_000 });
  const base = state.rewards[0]!;
  const appStore = (index: number, faceValue: number): FixtureStoreReward => ({
    ...base,
    id: fixtureId(40, index),
    kind: 'app_store',
    name: `App Store ₹${faceValue}`,
    faceValue,
    pricePaise: faceValue * 100,
    priceRupees: faceValue,
    region: 'India App Store only',
  });
  state.rewards.push(appStore(10, 100), appStore(11, 500));
  state.codes.set(fixtureId(40, 10), ['APPLE-1111-2222-3333']);
  return state;
}

/** Places an order through the fixture's own redeem, as an earlier visit would have. */
function placeOrder(state: StoreFixtureState, productIndex: number, extra: Record<string, unknown> = {}): string {
  const placed = storePublicProcedures(state)['rewards.redeem']!({ id: state.rewards[productIndex]!.id, ...extra }) as { id: string };
  return placed.id;
}

describe('/generator', () => {
  it('picks an amount and a platform as radio groups, shows the matching card, and says which amounts a platform comes in', async () => {
    const { user } = renderStore('/generator', generatorState());
    const amounts = await screen.findByRole('group', { name: 'Amount' });
    expect(within(amounts).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['₹10', '₹25', '₹50', '₹100', '₹500']);
    const platforms = screen.getByRole('group', { name: 'Platform' });
    expect(within(platforms).getByRole('radio', { name: 'Android (Google Play)' })).toBeChecked();

    // The seed's rule: an amount must be picked first.
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Please select an amount first')).toHaveAttribute('role', 'alert');

    await user.click(within(amounts).getByRole('radio', { name: '₹10' }));
    const card = await screen.findByRole('heading', { level: 2, name: 'Google Play ₹10' });
    const details = card.parentElement!;
    expect(details).toHaveTextContent('Price₹10');
    expect(details).toHaveTextContent('India Play Store only');
    expect(details).toHaveTextContent('Valid 12 months');
    expect(details).toHaveTextContent('In stock');
    expect(screen.queryByText('Please select an amount first')).not.toBeInTheDocument();

    await user.click(within(platforms).getByRole('radio', { name: 'iOS (App Store)' }));
    expect(await screen.findByText('App Store cards come in ₹100 and ₹500.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();

    await user.click(within(amounts).getByRole('radio', { name: '₹500' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'App Store ₹500' })).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    // ₹500 is more than the ₹200 balance: said in place of the button.
    expect(screen.getByText('You need ₹300 more')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redeem App Store ₹500 for ₹500' })).not.toBeInTheDocument();
  });

  it('buys the chosen card through the confirm dialog and opens its /success with the code', async () => {
    const { user, router, store, callsTo } = renderStore('/generator', generatorState());
    await user.click(await screen.findByRole('radio', { name: 'iOS (App Store)' }));
    await user.click(screen.getByRole('radio', { name: '₹100' }));
    await user.click(await screen.findByRole('button', { name: 'Redeem App Store ₹100 for ₹100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your reward' });
    expect(dialog).toHaveTextContent('India App Store only');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹100' }));

    await screen.findByRole('heading', { level: 1, name: 'Your reward order' });
    const order = store.orders[0]!;
    expect(order).toMatchObject({ productName: 'App Store ₹100', status: 'fulfilled' });
    expect(router.state.location.pathname).toBe('/success');
    expect(router.state.location.search).toEqual({ order: order.id });
    const main = screen.getByRole('main');
    expect(await within(main).findByText('APPLE-1111-2222-3333')).toBeInTheDocument();
    expect(main).toHaveTextContent('Completed');
    expect(callsTo('rewards.order')).toEqual([{ id: order.id }]);
  });

  it('is not found while the store is off', async () => {
    renderStore('/generator', generatorState(), fixtureSiteInfo);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('/success from rewards.order', () => {
  it('a delivered order after a reload: its number and status, the code behind Reveal in the history', async () => {
    const state = generatorState();
    const id = placeOrder(state, 0);
    const { callsTo } = renderStore(`/success?order=${id}`, state);
    expect(await screen.findByText('Your code is ready. Reveal it in your redeem history.')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(id);
    expect(main).toHaveTextContent('Completed');
    expect(main).not.toHaveTextContent('GPLAY-AAAA-BBBB-1111');
    expect(callsTo('rewards.order')).toEqual([{ id }]);
    expect(callsTo('rewards.orders')).toEqual([]);
  });

  it('a pending gift card gives the promised time', async () => {
    const state = generatorState();
    const id = placeOrder(state, 2);
    renderStore(`/success?order=${id}`, state);
    expect(await screen.findByText("Out of stock right now: we'll fulfil it within 48 hours. The price stays held until then.")).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Pending');
  });

  it('a Free Fire top-up names the UID the admin credits and the time', async () => {
    const state = generatorState();
    const id = placeOrder(state, 3, { freeFireUid: '987654321' });
    renderStore(`/success?order=${id}`, state);
    expect(await screen.findByText('Your top-up request is received: the diamonds are credited to UID 987654321 within 24 hours. The price stays held until then.')).toBeInTheDocument();
  });

  it("another user's order (or none) is not found: no invented outcome", async () => {
    renderStore(`/success?order=${fixtureId(41, 99)}`, generatorState());
    expect(await screen.findByText('We could not find this order in your account.')).toBeInTheDocument();
  });
});

describe('/free-rewards hub', () => {
  const STORE_CARDS = ['Redeem a gift card', 'Gift card by platform', 'Free Fire diamonds'];

  it('shows the store cards while the store is on, and navigates in the app', async () => {
    const { user, router } = renderStore('/free-rewards');
    const list = await within(await screen.findByRole('main')).findByRole('list');
    for (const name of STORE_CARDS) expect(within(list).getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Gift card by platform/ })).toHaveAttribute('href', '/generator');
    await user.click(within(list).getByRole('link', { name: /Gift card by platform/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gift Card Generator' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/generator');
  });

  it('has no store card while the store is off', async () => {
    renderStore('/free-rewards', generatorState(), fixtureSiteInfo);
    const list = await within(await screen.findByRole('main')).findByRole('list');
    expect(within(list).getAllByRole('link').length).toBeGreaterThan(0);
    for (const name of STORE_CARDS) expect(within(list).queryByRole('link', { name: new RegExp(name) })).not.toBeInTheDocument();
  });
});
