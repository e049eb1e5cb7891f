import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_CAPABILITIES_OFF } from '#contract/capabilities/schemas';
import { TICKER_POLL_MS, tickerEventSchema, transparencySchema, type TickerEvent, type Transparency } from '#contract/stats/schemas';
import { STILL_WAITING } from '#contract/stats/rules';
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
  // Codes on time; top-ups with two requests still waiting past a day, one under the 90th percentile; withdrawals too few to tell.
  payoutClock: [
    { kind: 'store_code', counted: 40, stillWaiting: 0, leftOut: 1, withinFast: 38, withinDay: 40, medianSeconds: 0, p90Seconds: 270 },
    { kind: 'top_up', counted: 8, stillWaiting: 2, leftOut: 1, withinFast: 1, withinDay: 6, medianSeconds: 12_600, p90Seconds: STILL_WAITING },
    { kind: 'withdrawal', counted: 4, stillWaiting: 0, leftOut: 2, withinFast: 1, withinDay: 4, medianSeconds: null, p90Seconds: null },
  ],
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

    const clock = screen.getByRole('table', { name: 'Payout clock by kind' });
    expect(within(clock).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Kind',
      'Requests counted',
      'Still waiting',
      'Rejected or refunded',
      'Delivered within 10 minutes',
      'Delivered within 24 hours',
      'Median',
      '90th percentile',
    ]);
    expect(cells(clock, 'Gift card codes')).toEqual(['40', '0', '1', '95%', '100%', '0 seconds', '4.5 minutes']);
    expect(cells(clock, 'Free Fire top-ups')).toEqual(['8', '2', '1', '12.5%', '75%', '3.5 hours', 'Over 24 hours, still waiting']);
    expect(cells(clock, 'Withdrawals')).toEqual(['4', '0', '2', ...Array(4).fill('Not enough data yet')]);
    // How each figure is computed, and the goals, worded from the rules' limits.
    expect(screen.getByText(/^For each kind, the requests made in the last 30 days apart from those of the last 24 hours, which have not yet had their full 24 hours/)).toBeInTheDocument();
    expect(screen.getByText(/^A request still waiting after 24 hours counts as delivered within neither limit/)).toBeInTheDocument();
    expect(screen.getByText(/^Rejected requests, and orders refunded because their code did not work, delivered nothing/)).toBeInTheDocument();
    expect(screen.getByText(/A kind with fewer than 5 requests counted shows “Not enough data yet”\.$/)).toBeInTheDocument();
    expect(screen.getByText('For each kind: a median of at most 10 minutes, and a 90th percentile of at most 24 hours.')).toBeInTheDocument();
    const goals = screen.getByRole('table', { name: 'Goals by kind, met or not' });
    expect(within(goals).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Kind', 'Median goal', '90th percentile goal']);
    expect(cells(goals, 'Gift card codes')).toEqual(['Met', 'Met']);
    expect(cells(goals, 'Free Fire top-ups')).toEqual(['Not met', 'Not met']);
    expect(cells(goals, 'Withdrawals')).toEqual(['Not enough data yet', 'Not enough data yet']);

    const pending = screen.getByRole('table', { name: 'Pending requests' });
    expect(cells(pending, 'Reward orders')).toEqual(['2', '5 hours']);
    expect(cells(pending, 'Withdrawals')).toEqual(['0', 'None waiting']);

    const games = screen.getByRole('table', { name: 'Prizes paid per play, by game' });
    expect(cells(games, 'Spin & Win')).toEqual(['400', '₹360', '₹0.90', '₹0.93']);
    expect(cells(games, 'Guess the Number')).toEqual(['0', '₹0', 'No plays yet', '₹0.50']);
    expect(document.title).toBe('Transparency · Honest Rewards');
  });

  it('hides the store figures while the store is off', async () => {
    renderApp('/transparency', { procedures: { 'stats.transparency': () => figures } });
    await screen.findByText('Wallet balances');
    // The clock keeps withdrawals only.
    const clock = screen.getByRole('table', { name: 'Payout clock by kind' });
    expect(within(clock).getAllByRole('row').slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Withdrawals']);
    expect(within(screen.getByRole('table', { name: 'Goals by kind, met or not' })).queryByRole('row', { name: /Gift card codes/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Gift card codes in stock')).not.toBeInTheDocument();
    const paid = screen.getByRole('table', { name: 'Paid out by kind' });
    expect(within(paid).queryByRole('row', { name: /Google Play/ })).not.toBeInTheDocument();
    expect(cells(paid, 'Withdrawals')).toEqual(['₹1,500', '5']);
    const pending = screen.getByRole('table', { name: 'Pending requests' });
    expect(within(pending).queryByRole('row', { name: /Reward orders/ })).not.toBeInTheDocument();
    expect(cells(screen.getByRole('table', { name: 'Prizes paid per play, by game' }), 'Spin & Win')).toEqual(['400', '₹360', '₹0.90', '₹0.93']);
  });

  it('reads the payout clock in Hindi, its limits worded by the language', async () => {
    document.cookie = 'lang=hi; path=/';
    try {
      renderApp('/transparency', { siteInfo: storeOn, procedures: { 'stats.transparency': () => figures } });
      const clock = await screen.findByRole('table', { name: hindiText('figures.clock.caption') });
      expect(cells(clock, hindiText('figures.clock.kind.top_up'))).toEqual(['8', '2', '1', '12.5%', '75%', '3.5 घंटे', hindiText('figures.clock.over-day', { day: '24 घंटे' })]);
      expect(screen.getByText(hindiText('figures.clock.goals', { fast: '10 मिनट', day: '24 घंटे' }))).toBeInTheDocument();
      expect(cells(screen.getByRole('table', { name: hindiText('figures.clock.goals.caption') }), hindiText('figures.clock.kind.store_code'))).toEqual([hindiText('figures.clock.goal.met'), hindiText('figures.clock.goal.met')]);
    } finally {
      document.cookie = 'lang=; path=/; max-age=0';
    }
  });

  it('is linked from the footer and passes axe', async () => {
    const { user, router } = renderApp('/about', { siteInfo: storeOn, procedures: { 'stats.transparency': () => figures } });
    await user.click(await screen.findByRole('link', { name: 'Transparency' }));
    await screen.findByText('Wallet balances');
    expect(router.state.location.pathname).toBe('/transparency');
    await expectNoAxeViolations();
  });
});
