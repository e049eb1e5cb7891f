import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_CAPABILITIES_OFF } from '#contract/capabilities/schemas';
import { TICKER_POLL_MS, tickerEventSchema, transparencySchema, type TickerEvent, type Transparency } from '#contract/stats/schemas';
import { hindiText } from '../../fixtures/hindi-catalogue';
import { fixtureSiteInfo, fixtureUser } from '../../../src/mocks/fixtures/public-fixtures';
import { expectToast, renderApp } from './render-app';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const HOUR_MS = 3_600_000;

/** Ticker lines as the server sends them, checked by its schema. */
function tickerEvent(id: string, name: string, amountPaise: number, kind: TickerEvent['kind'], minutesAgo: number): TickerEvent {
  return tickerEventSchema.parse({ id, name, amountPaise, kind, at: new Date(Date.now() - minutesAgo * 60_000) });
}

const figures: Transparency = transparencySchema.parse({
  computedAt: NOW,
  windowDays: 30,
  owed: { balancesPaise: 1_234_550, holdsPaise: 50_000, totalPaise: 1_284_550 },
  stockValuePaise: 250_000,
  paidOut: [
    { kind: 'google_play', paise: 75_000, count: 3 },
    { kind: 'free_fire_diamonds', paise: 20_000, count: 2 },
    { kind: 'withdrawal', paise: 150_000, count: 5 },
  ],
  fulfilment: { sample: 12, medianHours: 3.5, p90Hours: 20.4 },
  pending: {
    rewardOrders: { count: 2, oldestAt: new Date(NOW.getTime() - 5 * HOUR_MS) },
    withdrawals: { count: 0, oldestAt: null },
  },
  games: [
    { game: 'spin', plays: 400, paidPaise: 36_000, paidPerPlayPaise: 90, expectedPerPlayPaise: 92.5 },
    { game: 'guess', plays: 0, paidPaise: 0, paidPerPlayPaise: null, expectedPerPlayPaise: 50 },
  ],
});

const storeOn = { ...fixtureSiteInfo, capabilities: { ...ALL_CAPABILITIES_OFF, store: true } };

async function expectNoAxeViolations() {
  // jsdom draws nothing, so colour contrast is left to the e2e run in Chromium.
  const { violations } = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { 'color-contrast': { enabled: false } } });
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
}

const tickerList = () => within(screen.getByRole('complementary', { name: 'Live ticker' })).getByRole('list', { name: 'Recent payouts, newest first' });

afterEach(() => {
  vi.useRealTimers();
});

describe('the live ticker', () => {
  it('is not there at all while there are no events', async () => {
    const { callsTo } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await vi.waitFor(() => expect(callsTo('stats.ticker')).not.toHaveLength(0));
    expect(screen.queryByRole('complementary', { name: 'Live ticker' })).not.toBeInTheDocument();
  });

  it('shows masked names and amounts by kind, takes new events on the next poll, and pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let events = [tickerEvent('a', 'R***', 2_500, 'reward', 3), tickerEvent('b', 'S***', 5_000, 'withdrawal', 90)];
    const { user } = renderApp('/', { fakeTimers: true, procedures: { 'stats.ticker': () => events } });

    await vi.waitFor(() => expect(screen.getByRole('complementary', { name: 'Live ticker' })).toBeInTheDocument());
    expect(within(tickerList()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'R*** got a ₹25 reward · 3 min ago',
      'S*** withdrew ₹50 · 1 hr ago',
    ]);

    events = [tickerEvent('c', 'A***', 250, 'game_win', 30), ...events];
    await act(() => vi.advanceTimersByTimeAsync(TICKER_POLL_MS));
    await vi.waitFor(() => expect(within(tickerList()).getAllByRole('listitem')).toHaveLength(3));
    expect(within(tickerList()).getAllByRole('listitem')[0]).toHaveTextContent('A*** won ₹2.50 in a game · 30 min ago');

    // WCAG 2.2.2: what moves by itself can be stopped.
    await user.click(screen.getByRole('button', { name: 'Pause the live ticker' }));
    expect(screen.getByRole('button', { name: 'Play the live ticker' })).toHaveTextContent('Play');
    await user.click(screen.getByRole('button', { name: 'Play the live ticker' }));
    expect(screen.getByRole('button', { name: 'Pause the live ticker' })).toHaveTextContent('Pause');
  });

  it('passes axe on a page that shows it', async () => {
    renderApp('/', { procedures: { 'stats.ticker': () => [tickerEvent('a', 'R***', 2_500, 'reward', 3)] } });
    await screen.findByRole('complementary', { name: 'Live ticker' });
    await expectNoAxeViolations();
  });

  it('reads in Hindi', async () => {
    document.cookie = 'lang=hi; path=/';
    try {
      renderApp('/', { procedures: { 'stats.ticker': () => [tickerEvent('a', 'R***', 2_500, 'reward', 3)] } });
      const ticker = await screen.findByRole('complementary', { name: hindiText('figures.ticker.label') });
      expect(within(ticker).getByRole('listitem')).toHaveTextContent(hindiText('figures.ticker.reward', { name: 'R***', amount: '₹25' }));
      expect(within(ticker).getByRole('button', { name: hindiText('figures.ticker.pause-label') })).toHaveTextContent(hindiText('figures.ticker.pause'));
    } finally {
      document.cookie = 'lang=; path=/; max-age=0';
    }
  });
});

describe('the ticker opt-out on /profile', () => {
  it('saves the choice with the mutation, says so, and shows the server\'s value', async () => {
    const { user, callsTo } = renderApp('/profile');
    const box = await screen.findByRole('checkbox', { name: 'Show me in the live ticker' });
    expect(box).toBeChecked();

    await user.click(box);
    await expectToast('status', 'You no longer appear in the live ticker.');
    expect(callsTo('account.setTickerOptOut')).toEqual([{ tickerOptOut: true }]);
    expect(box).not.toBeChecked();

    await user.click(box);
    await expectToast('status', 'You can appear in the live ticker.');
    expect(callsTo('account.setTickerOptOut')).toEqual([{ tickerOptOut: true }, { tickerOptOut: false }]);
    expect(box).toBeChecked();
  });

  it('starts unticked for someone who opted out', async () => {
    renderApp('/profile', { user: { ...fixtureUser, tickerOptOut: true } });
    expect(await screen.findByRole('checkbox', { name: 'Show me in the live ticker' })).not.toBeChecked();
  });
});

const cells = (table: HTMLElement, rowName: string) =>
  within(within(table).getByRole('row', { name: new RegExp(`^${rowName}`) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/transparency', () => {
  it('shows every figure with its exact value and how it is computed', async () => {
    renderApp('/transparency', { siteInfo: storeOn, procedures: { 'stats.transparency': () => figures } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transparency' })).toBeInTheDocument();
    await screen.findByText('Wallet balances');
    expect(screen.getByText('Computed at 23 Nov 2026, 3:30 pm. The figures are refreshed at most once a minute.')).toBeInTheDocument();

    expect(figure('Wallet balances')).toBe('₹12,345.50');
    expect(figure('Held for pending requests')).toBe('₹500');
    expect(figure('Total owed')).toBe('₹12,845.50');
    await vi.waitFor(() => expect(figure('Gift card codes in stock')).toBe('₹2,500'));
    expect(screen.getByText("The sum of every user's available wallet balance.")).toBeInTheDocument();
    expect(screen.getByText('Balances plus holds: what we would pay if every user cashed out now.')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Paid out in the last 30 days' })).toBeInTheDocument();
    const paid = screen.getByRole('table', { name: 'Paid out by kind' });
    expect(cells(paid, 'Google Play gift cards')).toEqual(['₹750', '3']);
    expect(cells(paid, 'Free Fire diamonds')).toEqual(['₹200', '2']);
    expect(cells(paid, 'Withdrawals')).toEqual(['₹1,500', '5']);

    expect(figure('Median')).toBe('3.5 hours');
    expect(figure('90th percentile')).toBe('20.4 hours');
    expect(screen.getByText('Based on 12 fulfilments.')).toBeInTheDocument();

    const pending = screen.getByRole('table', { name: 'Pending requests' });
    expect(cells(pending, 'Reward orders')).toEqual(['2', '5 hours']);
    expect(cells(pending, 'Withdrawals')).toEqual(['0', 'None waiting']);

    const games = screen.getByRole('table', { name: 'Prizes paid per play, by game' });
    expect(cells(games, 'Spin & Win')).toEqual(['400', '₹360', '₹0.90', '₹0.93']);
    expect(cells(games, 'Guess the Number')).toEqual(['0', '₹0', 'No plays yet', '₹0.50']);
    expect(document.title).toBe('Transparency · Honest Rewards');
  });

  it('says "not enough data yet" without a median, and hides the store figures while the store is off', async () => {
    const withoutStore = { ...figures, fulfilment: { sample: 2, medianHours: null, p90Hours: null } };
    renderApp('/transparency', { procedures: { 'stats.transparency': () => withoutStore } });
    await screen.findByText('Wallet balances');
    expect(figure('Median')).toBe('Not enough data yet');
    expect(figure('90th percentile')).toBe('Not enough data yet');
    expect(screen.queryByText('Gift card codes in stock')).not.toBeInTheDocument();
    const paid = screen.getByRole('table', { name: 'Paid out by kind' });
    expect(within(paid).queryByRole('row', { name: /Google Play/ })).not.toBeInTheDocument();
    expect(cells(paid, 'Withdrawals')).toEqual(['₹1,500', '5']);
    const pending = screen.getByRole('table', { name: 'Pending requests' });
    expect(within(pending).queryByRole('row', { name: /Reward orders/ })).not.toBeInTheDocument();
    expect(cells(screen.getByRole('table', { name: 'Prizes paid per play, by game' }), 'Spin & Win')).toEqual(['400', '₹360', '₹0.90', '₹0.93']);
  });

  it('is linked from the footer and passes axe', async () => {
    const { user, router } = renderApp('/about', { siteInfo: storeOn, procedures: { 'stats.transparency': () => figures } });
    await user.click(await screen.findByRole('link', { name: 'Transparency' }));
    await screen.findByText('Wallet balances');
    expect(router.state.location.pathname).toBe('/transparency');
    await expectNoAxeViolations();
  });
});
