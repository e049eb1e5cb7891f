import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { homeStatsSchema, type HomeStats } from '#contract/stats/schemas';
import { fixtureId } from '#kit/mocks/content-fixtures';
import { hindiText } from '../../fixtures/hindi-catalogue';
import { fixtureSiteInfo, fixtureUser, unverifiedUser, type FixtureUser } from '../../../src/mocks/fixtures/public-fixtures';
import { TrpcFixtureError } from '#kit/mocks/trpc-msw';
import { createStoreFixtureState, storePublicProcedures, type FixtureStoreReward, type StoreFixtureState } from '../../../src/mocks/fixtures/store-fixtures';
import { renderApp, spyOn } from './render-app';
import { STORE_ON, storeSession } from './store-helpers';

/** The home figures as the server sends them, checked by its schema. */
function homeStats(fields: Partial<HomeStats> = {}): HomeStats {
  return homeStatsSchema.parse({ registeredUsers: 1_234, paidOutPaise: 1_234_500, rewardsDelivered: 56, medianFulfilmentHours: 2.5, fulfilmentSample: 40, ...fields });
}

/**
 * The default store (Google Play ₹10 in stock, ₹25 out of stock, ₹50 with 48 hours promised, Free
 * Fire 100 and 500 diamonds) plus three dearer cards: Google Play ₹100 (exactly the split), ₹200 and
 * App Store ₹500, each with one code; Google Play ₹10 is today's pick.
 */
function storeState(): StoreFixtureState {
  const state = createStoreFixtureState();
  const base = state.rewards[0]!;
  const card = (index: number, kind: FixtureStoreReward['kind'], name: string, rupees: number): FixtureStoreReward => ({ ...base, id: fixtureId(40, index), kind, name, faceValue: rupees, pricePaise: rupees * 100, priceRupees: rupees });
  state.rewards.push(card(10, 'google_play', 'Google Play ₹100', 100), card(11, 'google_play', 'Google Play ₹200', 200), card(12, 'app_store', 'App Store ₹500', 500));
  for (const reward of state.rewards.slice(-3)) state.codes.set(reward.id, [`CODE-${reward.faceValue}`]);
  state.rewards[0] = { ...base, featured: true };
  return state;
}

function renderHome({ store = storeState(), stats = homeStats(), siteInfo = STORE_ON, user = fixtureUser }: { store?: StoreFixtureState; stats?: HomeStats; siteInfo?: typeof STORE_ON; user?: FixtureUser | null } = {}) {
  const list = spyOn(storePublicProcedures(store)['rewards.list']!);
  const view = renderApp('/', {
    siteInfo,
    user,
    procedures: { ...storePublicProcedures(store), ...storeSession(store, user), 'rewards.list': list, 'stats.home': () => stats, 'stats.ticker': () => [] },
  });
  return { ...view, store, list };
}

const storeGrid = () => screen.findByRole('list', { name: 'Reward store products' });
const cardNames = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const cardOf = (list: HTMLElement, name: string) => within(list).getByRole('heading', { level: 3, name }).closest('li')!;

/** Today's weekday in India, as the visitor's language writes it. */
const weekdayIn = (locale: string) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'Asia/Kolkata' }).format(new Date());

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('home page with the store off', () => {
  it('says nothing of a store and asks for no product, but shows the figures', async () => {
    const { list } = renderHome({ siteInfo: fixtureSiteInfo });
    expect(await screen.findByRole('heading', { level: 1, name: 'Honest Rewards' })).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Our numbers so far' });
    expect(await within(figures).findByText('1,234')).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/store|featured|in stock|out of stock|gift card|diamond/i);
    expect(list).not.toHaveBeenCalled();
  });
});

describe('home page with the store on', () => {
  it("shows today's featured reward with its price, stock and a way to buy it", async () => {
    renderHome();
    // The card comes with the store grid's code (after a placeholder of its size): the region is read once it is in.
    const region = () => screen.getByRole('region', { name: `${weekdayIn('en-IN')}'s featured reward` });
    await waitFor(() => expect(within(region()).getByRole('heading', { level: 3, name: 'Google Play ₹10' })).toBeInTheDocument());
    const featured = region();
    expect(featured).toHaveTextContent('Price ₹10');
    expect(featured).toHaveTextContent('In stock');
    expect(within(featured).getByRole('button', { name: 'Redeem Google Play ₹10 for ₹10' })).toBeEnabled();
  });

  it('hides the featured reward when the admin picked none for today', async () => {
    const store = createStoreFixtureState();
    renderHome({ store });
    await storeGrid();
    expect(screen.queryByRole('region', { name: /featured reward/ })).not.toBeInTheDocument();
  });

  it('lists every product with price and stock, and filters by price with real counts', async () => {
    const { user } = renderHome();
    const list = await storeGrid();
    expect(cardNames(list)).toEqual(['Google Play ₹10', 'Google Play ₹25', 'Google Play ₹50', 'Free Fire 100 Diamonds', 'Free Fire 500 Diamonds', 'Google Play ₹100', 'Google Play ₹200', 'App Store ₹500']);
    expect(screen.getByText('8 rewards shown')).toBeInTheDocument();

    const filters = within(screen.getByRole('group', { name: 'Filter by price' }));
    expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(filters.getByRole('button', { name: 'Up to ₹100' }));
    expect(cardNames(await storeGrid())).toEqual(['Google Play ₹10', 'Google Play ₹25', 'Google Play ₹50', 'Free Fire 100 Diamonds', 'Free Fire 500 Diamonds', 'Google Play ₹100']);
    expect(screen.getByText('6 rewards shown')).toBeInTheDocument();
    await user.click(filters.getByRole('button', { name: 'Above ₹100' }));
    expect(cardNames(await storeGrid())).toEqual(['Google Play ₹200', 'App Store ₹500']);
    expect(screen.getByText('2 rewards shown')).toBeInTheDocument();
    expect(filters.getByRole('button', { name: 'Above ₹100' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(filters.getByRole('button', { name: 'All' }));
    expect(cardNames(await storeGrid())).toHaveLength(8);
  });

  it('searches by name whatever the case, and says so when nothing matches', async () => {
    const { user } = renderHome();
    await storeGrid();
    const search = screen.getByRole('searchbox', { name: 'Search rewards by name' });
    await user.type(search, 'FREE fire');
    expect(cardNames(await storeGrid())).toEqual(['Free Fire 100 Diamonds', 'Free Fire 500 Diamonds']);
    await user.clear(search);
    await user.type(search, 'app store');
    expect(cardNames(await storeGrid())).toEqual(['App Store ₹500']);
    // Search and filter together: no App Store card up to ₹100.
    await user.click(screen.getByRole('button', { name: 'Up to ₹100' }));
    expect(await screen.findByText('No gift cards found matching your criteria')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reward store products' })).not.toBeInTheDocument();
    expect(screen.getByText('0 rewards shown')).toBeInTheDocument();
  });

  it('an out-of-stock card cannot be bought without a promise, and gives the time with one', async () => {
    renderHome();
    const list = await storeGrid();
    const plain = cardOf(list, 'Google Play ₹25');
    expect(plain).toHaveTextContent('Out of stock');
    expect(plain).not.toHaveTextContent('fulfil');
    expect(within(plain).getByRole('button', { name: 'Redeem Google Play ₹25 for ₹25' })).toBeDisabled();
    const promised = cardOf(list, 'Google Play ₹50');
    expect(promised).toHaveTextContent("Out of stock — we'll fulfil within 48 hours");
    expect(within(promised).getByRole('button', { name: 'Redeem Google Play ₹50 for ₹50' })).toBeEnabled();
    // A Free Fire pack needs the player's UID, which /diamonds asks for.
    expect(within(cardOf(list, 'Free Fire 100 Diamonds')).getByRole('link', { name: 'Enter your UID to buy Free Fire 100 Diamonds' })).toHaveAttribute('href', '/diamonds');
  });

  it('buys from the grid: the confirm dialog places the order and opens its /success page', async () => {
    const { user, router, store, callsTo } = renderHome();
    const list = await storeGrid();
    await user.click(within(cardOf(list, 'Google Play ₹10')).getByRole('button', { name: 'Redeem Google Play ₹10 for ₹10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your reward' });
    expect(dialog).toHaveTextContent('Google Play ₹10 for ₹10, paid from your wallet.');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹10' }));
    await screen.findByRole('heading', { level: 1, name: 'Your reward order' });
    const order = store.orders[0]!;
    expect(router.state.location.pathname).toBe('/success');
    expect(router.state.location.search).toEqual({ order: order.id });
    expect(callsTo('rewards.redeem')).toEqual([{ id: order.productId, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
  });

  it('offers a visitor a sign-in link that comes back to the home page', async () => {
    renderHome({ user: null });
    const list = await storeGrid();
    const link = within(cardOf(list, 'Google Play ₹200')).getByRole('link', { name: 'Sign in to buy Google Play ₹200' });
    expect(link).toHaveTextContent('Sign in to buy');
    expect(link).toHaveAttribute('href', '/signin?redirect=%2F');
    expect(within(list).queryByRole('button', { name: /^Redeem/ })).not.toBeInTheDocument();
  });

  it('asks an unverified user to verify the e-mail and keeps every Redeem button off', async () => {
    renderHome({ user: unverifiedUser });
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail to redeem' })).toBeInTheDocument();
    const list = await storeGrid();
    for (const button of within(list).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('passes axe', async () => {
    renderHome();
    await storeGrid();
    await screen.findByRole('region', { name: /featured reward/ });
    await within(screen.getByRole('region', { name: 'Our numbers so far' })).findByText('1,234');
    // jsdom draws nothing, so colour contrast is left to the e2e run in Chromium.
    const { violations } = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });
});

describe('home stat tiles', () => {
  it('show the real figures with the median, each linking to /transparency', async () => {
    renderHome({ siteInfo: fixtureSiteInfo });
    const figures = await screen.findByRole('region', { name: 'Our numbers so far' });
    const links = within(figures).getAllByRole('link');
    expect(await within(figures).findByRole('link', { name: 'Registered users 1,234' })).toBeInTheDocument();
    expect(within(figures).getByRole('link', { name: 'Paid out ₹12,345' })).toBeInTheDocument();
    expect(within(figures).getByRole('link', { name: 'Rewards delivered 56' })).toBeInTheDocument();
    expect(within(figures).getByRole('link', { name: 'Median time to fulfil 2.5 hours' })).toBeInTheDocument();
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toHaveAttribute('href', '/transparency');
  });

  it('say "not enough data yet" below the sample, and may show 0 rewards delivered', async () => {
    renderHome({ siteInfo: fixtureSiteInfo, stats: homeStats({ rewardsDelivered: 0, medianFulfilmentHours: null, fulfilmentSample: 2 }) });
    const figures = await screen.findByRole('region', { name: 'Our numbers so far' });
    expect(await within(figures).findByRole('link', { name: 'Median time to fulfil Not enough data yet' })).toBeInTheDocument();
    expect(within(figures).getByRole('link', { name: 'Rewards delivered 0' })).toBeInTheDocument();
  });

  it('give a short median in minutes', async () => {
    renderHome({ siteInfo: fixtureSiteInfo, stats: homeStats({ medianFulfilmentHours: 0.25 }) });
    expect(await screen.findByRole('link', { name: 'Median time to fulfil 15 minutes' })).toBeInTheDocument();
  });

  it('keep the page when the figures fail, with a way to try again', async () => {
    // A 4xx answer, which the query does not retry.
    const refused = () => {
      throw new TrpcFixtureError('TOO_MANY_REQUESTS', 'Too many requests. Please wait a moment.');
    };
    renderApp('/', { siteInfo: fixtureSiteInfo, procedures: { 'stats.home': refused, 'stats.ticker': () => [] } });
    expect((await screen.findByText('Too many requests. Please wait a moment.')).closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Honest Rewards' })).toBeInTheDocument();
    expect(screen.getAllByText('Not available')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('home page in Hindi', () => {
  it('reads the figures, the featured reward and the grid in Hindi', async () => {
    document.cookie = 'lang=hi; path=/';
    const { user } = renderHome({ stats: homeStats({ medianFulfilmentHours: null }) });
    const figures = await screen.findByRole('region', { name: hindiText('home.stats.title') });
    expect(await within(figures).findByText(hindiText('home.stats.not-enough-data'))).toBeInTheDocument();
    expect(figures).toHaveTextContent(hindiText('home.stats.registered-users'));
    // The home page redraws as its lazy parts arrive (the Today panel, the ticker): read the featured reward as it stands then.
    await waitFor(() => expect(screen.getByRole('region', { name: hindiText('store.featured.title', { weekday: weekdayIn('hi-IN') }) })).toBeInTheDocument());
    await screen.findByRole('list', { name: hindiText('store.grid.list') });
    await user.type(screen.getByRole('searchbox', { name: hindiText('store.grid.search') }), 'xyz');
    expect(await screen.findByText(hindiText('store.grid.empty'))).toBeInTheDocument();
  });
});
