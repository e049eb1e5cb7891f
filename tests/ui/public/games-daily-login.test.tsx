import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { istDate } from '#contract/time/ist';
import { createPublicFixtures, unverifiedUser } from '../../../src/mocks/fixtures/public-fixtures';
import { TrpcFixtureError } from '#kit/mocks/trpc-msw';
import { advance, clickNow, timerText, useFakeClock, waitForFake } from './games-helpers';
import { expectToast, notifications, renderApp } from './render-app';

afterEach(() => {
  vi.useRealTimers();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, from = new Date()) => istDate(new Date(from.getTime() - days * DAY_MS));

const tiles = () => within(screen.getByRole('region', { name: 'Your 30-day calendar' })).getAllByRole('listitem');
const tile = (day: number) => tiles()[day - 1]!;
const progress = () => screen.getByRole('progressbar', { name: '30-day rewards' });
const claimButton = () => screen.getByRole('button', { name: /^(Claim Today|Claiming…)/ });

describe('Daily Login', () => {
  it('idle: 30 tiles with the server amounts, day 30 MEGA, streak 0 / 30, progress towards the ₹ total, the important notice', async () => {
    renderApp('/daily-login');
    await vi.waitFor(() => expect(claimButton()).toBeEnabled());
    expect(claimButton()).toHaveTextContent('Claim Today (₹1)');
    expect(tiles()).toHaveLength(30);
    expect(tile(1)).toHaveAccessibleName('Day 1, ₹1, next to claim');
    expect(tile(1)).toHaveAttribute('data-state', 'next');
    expect(tile(2)).toHaveAccessibleName('Day 2, ₹1, upcoming');
    expect(tile(30)).toHaveAccessibleName('Day 30, ₹20, upcoming, mega reward');
    expect(within(tile(30)).getByText('MEGA')).toBeInTheDocument();
    expect(screen.getByText('Current streak').nextElementSibling).toHaveTextContent('0 / 30');
    // 29 × ₹1 + ₹20, from the server's table (not an invented "$500").
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(progress()).toHaveAttribute('aria-valuemax', '49');
    expect(progress()).toHaveAttribute('aria-valuetext', '₹0 of ₹49');
    const notice = within(screen.getByRole('region', { name: 'Important' }));
    expect(notice.getByText('Miss a day and your streak restarts at day 1.')).toBeInTheDocument();
    expect(notice.getByText(/One claim per day, India time \(IST\)\. The day changes at midnight IST\./)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\$/);
  });

  it('claim: credits the day, toasts the amount, marks the tile, moves the streak and the progress bar, and shows the claim as a success', async () => {
    const { user, callsTo } = renderApp('/daily-login');
    await vi.waitFor(() => expect(claimButton()).toBeEnabled());
    await user.click(claimButton());
    expect(await notifications().findByText('₹1 added to your wallet for day 1!')).toBeInTheDocument();
    await vi.waitFor(() => expect(tile(1)).toHaveAccessibleName('Day 1, ₹1, claimed'));
    expect(tile(2)).toHaveAccessibleName('Day 2, ₹1, upcoming');
    expect(screen.getByText('Current streak').nextElementSibling).toHaveTextContent('1 / 30');
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('button', { name: 'Claimed today' })).toBeDisabled();
    expect(screen.getByText("Today's reward is claimed: ₹1 for day 1 is in your wallet.")).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Wallet balance ₹51' })).toBeInTheDocument();
    // Still a success once the page state is fetched again after the claim, never a refusal.
    await vi.waitFor(() => expect(callsTo('games.state').length).toBeGreaterThan(1));
    expect(screen.getByText("Today's reward is claimed: ₹1 for day 1 is in your wallet.")).toBeInTheDocument();
    expect(screen.queryByText(/already claimed/i)).not.toBeInTheDocument();
  });

  it('playing: Claim Today reads Claiming… and is disabled while the claim is on its way', async () => {
    let answer!: (value: unknown) => void;
    const { user, callsTo } = renderApp('/daily-login', { procedures: { 'games.claimDailyLogin': () => new Promise((done) => (answer = done)) } });
    await vi.waitFor(() => expect(claimButton()).toBeEnabled());
    await user.click(claimButton());
    expect(await screen.findByRole('button', { name: 'Claiming…' })).toBeDisabled();
    await user.click(claimButton());
    expect(callsTo('games.claimDailyLogin')).toHaveLength(1);
    void answer;
  });

  it("locked: claimed earlier today — what it paid, a disabled button and the countdown to midnight IST, then the next day's claim", async () => {
    // 23:59:55 IST on 3 November.
    const now = new Date('2025-11-03T18:29:55.000Z');
    useFakeClock(now);
    const { callsTo } = renderApp('/daily-login', { fakeTimers: true, games: { dailyLogin: { streak: 4, lastClaimDay: istDate(now) } } });
    await waitForFake(() => screen.getByRole('timer'));
    expect(screen.getByText("Today's reward is claimed: ₹1 for day 4 is in your wallet.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claimed today' })).toBeDisabled();
    expect(tile(4)).toHaveAccessibleName('Day 4, ₹1, claimed');
    expect(tile(5)).toHaveAccessibleName('Day 5, ₹1, upcoming');
    expect(screen.getByText('Next reward in')).toBeInTheDocument();
    expect(timerText()).toBe('00:00:05');
    await advance(2000);
    expect(timerText()).toBe('00:00:03');
    const before = callsTo('games.state').length;
    await advance(3000);
    await waitForFake(() => expect(claimButton()).toHaveTextContent('Claim Today (₹1)'));
    expect(callsTo('games.state').length).toBeGreaterThan(before);
    expect(tile(5)).toHaveAccessibleName('Day 5, ₹1, next to claim');
  });

  it('a missed day restarts the streak at day 1, and says so', async () => {
    renderApp('/daily-login', { games: { dailyLogin: { streak: 12, lastClaimDay: daysAgo(2) } } });
    expect(await screen.findByText('You missed a day, so your streak starts again at day 1.')).toBeInTheDocument();
    expect(screen.getByText('Current streak').nextElementSibling).toHaveTextContent('0 / 30');
    expect(tile(1)).toHaveAccessibleName('Day 1, ₹1, next to claim');
  });

  it('day 30: credited like the others, the congratulation dialog, then All Claimed', async () => {
    const { user } = renderApp('/daily-login', { games: { dailyLogin: { streak: 29, lastClaimDay: daysAgo(1) } } });
    await vi.waitFor(() => expect(claimButton()).toHaveTextContent('Claim Today (₹20)'));
    expect(tile(30)).toHaveAccessibleName('Day 30, ₹20, next to claim, mega reward');
    await user.click(claimButton());
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(dialog).toHaveAccessibleDescription(/You claimed all 30 days\. Day 30's ₹20 is in your wallet — new balance ₹70\./);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Claimed' })).toBeDisabled();
    expect(screen.getByText(/All rewards have been claimed/)).toHaveTextContent("Today's reward is claimed: ₹20 for day 30 is in your wallet. All rewards have been claimed. A new calendar starts tomorrow.");
    expect(progress()).toHaveAttribute('aria-valuenow', '49');
    expect(screen.getByText('Current streak').nextElementSibling).toHaveTextContent('30 / 30');
  });

  it("shows the server's refusal, or 'Failed to claim reward' when the server failed", async () => {
    let fail: 'conflict' | 'crash' = 'conflict';
    const { user } = renderApp('/daily-login', {
      procedures: {
        'games.claimDailyLogin': () => {
          if (fail === 'conflict') throw new TrpcFixtureError('CONFLICT', "You have already claimed today's reward");
          throw new Error('boom');
        },
      },
    });
    await vi.waitFor(() => expect(claimButton()).toBeEnabled());
    await user.click(claimButton());
    await expectToast('alert', "You have already claimed today's reward");
    fail = 'crash';
    await vi.waitFor(() => expect(claimButton()).toBeEnabled());
    await user.click(claimButton());
    expect(await notifications().findByText('Failed to claim reward')).toBeInTheDocument();
  });

  it("says 'Failed to fetch reward status' when the calendar cannot load, with a retry", async () => {
    useFakeClock(new Date('2025-11-03T06:00:00.000Z'));
    const working = createPublicFixtures().procedures['games.state']!;
    let failing = true;
    renderApp('/daily-login', {
      fakeTimers: true,
      procedures: {
        'games.state': (input) => {
          if (failing) throw new Error('database down');
          return working(input);
        },
      },
    });
    // A server failure is retried twice (1 s, then 2 s later) before the page gives up.
    await advance(3500);
    const retry = await waitForFake(() => screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Failed to fetch reward status')).toBeInTheDocument();
    failing = false;
    clickNow(retry);
    await waitForFake(() => expect(tiles()).toHaveLength(30));
    expect(screen.queryByText('Failed to fetch reward status')).not.toBeInTheDocument();
  });

  it('switched off: says so and nothing can be claimed', async () => {
    renderApp('/daily-login', { games: { configs: { 'daily-login': { enabled: false } } } });
    expect(await screen.findByText('Daily Login is switched off for now. Please check back later.')).toBeInTheDocument();
    expect(claimButton()).toBeDisabled();
  });

  it('signed out: the calendar and amounts are public; claiming goes to sign in', async () => {
    const { user, router } = renderApp('/daily-login', { user: null });
    const signIn = await screen.findByRole('link', { name: 'Sign in to claim' });
    expect(tiles()).toHaveLength(30);
    expect(tile(30)).toHaveAccessibleName('Day 30, ₹20, upcoming, mega reward');
    await user.click(signIn);
    await screen.findByRole('heading', { name: /sign in/i });
    expect(router.state.location.search).toEqual({ redirect: '/daily-login' });
  });

  it('unverified: the verify notice, and Claim Today is disabled', async () => {
    renderApp('/daily-login', { user: unverifiedUser });
    expect(await screen.findByRole('button', { name: 'Resend verification e-mail' })).toBeInTheDocument();
    expect(claimButton()).toBeDisabled();
  });
});
