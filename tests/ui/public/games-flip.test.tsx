import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coinRotationFor } from '../../../src/features/games/lib/coin';
import { unverifiedUser } from '../../../src/mocks/fixtures/public-fixtures';
import { advance, clickNow, oddsRows, stubReducedMotion, timerText, useFakeClock, waitForFake } from './games-helpers';
import { expectToast, notifications, renderApp } from './render-app';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const flipButton = () => screen.getByRole('button', { name: /FLIP NOW|Flipping\.\.\./ });
const side = (name: 'HEAD' | 'TAIL') => screen.getByRole('button', { name });
const coin = () => screen.getByRole('img', { name: /coin/ });

describe('Flip & Win', () => {
  it('idle: HEAD / TAIL choices (aria-pressed), FLIP NOW, and the fair 50/50 odds', async () => {
    const { user } = renderApp('/flip-coin');
    await vi.waitFor(() => expect(flipButton()).toBeEnabled());
    expect(side('HEAD')).toHaveAttribute('aria-pressed', 'false');
    expect(side('TAIL')).toHaveAttribute('aria-pressed', 'false');
    await user.click(side('TAIL'));
    expect(side('TAIL')).toHaveAttribute('aria-pressed', 'true');
    expect(side('HEAD')).toHaveAttribute('aria-pressed', 'false');
    expect(oddsRows('Prizes and odds')).toEqual([
      ['Your side', '₹2', '50%'],
      ['The other side', 'No prize', '50%'],
    ]);
    expect(screen.getByText(/Average prize per play/)).toHaveTextContent('₹1');
  });

  it("asks for a side first: 'Please select HEAD or TAIL first'", async () => {
    const { user, callsTo } = renderApp('/flip-coin');
    await vi.waitFor(() => expect(flipButton()).toBeEnabled());
    await user.click(flipButton());
    await expectToast('alert', 'Please select HEAD or TAIL first');
    expect(side('HEAD')).toHaveAccessibleDescription('Please select HEAD or TAIL first');
    expect(callsTo('games.flip')).toHaveLength(0);
  });

  it('playing: FLIP NOW reads Flipping... and is disabled while the server draws', async () => {
    let answer!: (value: unknown) => void;
    const { user, callsTo } = renderApp('/flip-coin', { procedures: { 'games.flip': () => new Promise((done) => (answer = done)) } });
    await vi.waitFor(() => expect(flipButton()).toBeEnabled());
    await user.click(side('HEAD'));
    await user.click(flipButton());
    expect(await screen.findByRole('button', { name: 'Flipping...' })).toBeDisabled();
    expect(side('TAIL')).toBeDisabled();
    expect(callsTo('games.flip')).toEqual([{ side: 'HEAD' }]);
    void answer;
  });

  it("win: the coin turns and lands on the drawn side, then \"It's HEAD! You won!\" for 3 s and the next-flip countdown", async () => {
    useFakeClock(new Date('2025-11-03T06:00:00.000Z'));
    // Nonce 2 of the fixture seed draws HEAD.
    renderApp('/flip-coin', { fakeTimers: true, games: { seed: { nextNonce: 2 } } });
    await waitForFake(() => expect(flipButton()).toBeEnabled());
    clickNow(side('HEAD'));
    clickNow(flipButton());
    await waitForFake(() => expect(coin()).toHaveAttribute('data-rotation', String(coinRotationFor(0, 'HEAD'))));
    expect(coinRotationFor(0, 'HEAD') % 360).toBe(0);
    expect(flipButton()).toHaveTextContent('Flipping...');
    // Five turns (2 s) and a 0.5 s rest before the result (the render lands a polling step after the answer).
    await advance(2400);
    expect(screen.queryByText("It's HEAD! You won!")).not.toBeInTheDocument();
    await advance(100);
    const toast = await waitForFake(() => notifications().getByText("It's HEAD! You won!"));
    expect(toast.closest('[role="status"]')).not.toBeNull();
    expect(coin()).toHaveAccessibleName('The coin landed on HEAD');
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/You called HEAD\. ₹2 is in your wallet\. New balance: ₹52\./)).toBeInTheDocument();
    expect(main.getByText('Next flip available in')).toBeInTheDocument();
    // 24 hours from the flip, which was 2.5 s ago.
    expect(timerText()).toBe('23:59:58');
    await advance(2900);
    expect(notifications().getByText("It's HEAD! You won!")).toBeInTheDocument();
    await advance(100);
    expect(notifications().queryByText("It's HEAD! You won!")).not.toBeInTheDocument();
    expect(timerText()).toBe('23:59:55');
  });

  it("no prize: \"It's TAIL! You lost!\" and the coin shows TAIL", async () => {
    stubReducedMotion(true);
    // Nonce 0 draws TAIL.
    const { user, state } = renderApp('/flip-coin');
    await vi.waitFor(() => expect(flipButton()).toBeEnabled());
    await user.click(side('HEAD'));
    await user.click(flipButton());
    expect(await notifications().findByText("It's TAIL! You lost!")).toBeInTheDocument();
    // The toast store lives outside React, so the toast may show a render before the coin settles.
    await vi.waitFor(() => {
      expect(coin()).toHaveAttribute('data-rotation', String(coinRotationFor(0, 'TAIL')));
      expect(coin()).toHaveAccessibleName('The coin landed on TAIL');
    });
    expect(coinRotationFor(0, 'TAIL') % 360).toBe(180);
    // Reduced motion: the coin jumps to its side, no turn.
    expect((coin().firstElementChild as HTMLElement).style.transition).toBe('none');
    expect(within(screen.getByRole('main')).getByText(/You called HEAD\. No prize this time\./)).toBeInTheDocument();
    expect(state.wallets.get(state.user!.id)!.entries.some((entry) => entry.kind === 'game-prize')).toBe(false);
  });

  it('locked: the Next flip available in countdown runs down, then the coin is back', async () => {
    const now = new Date('2025-11-03T06:00:00.000Z');
    useFakeClock(now);
    const { callsTo } = renderApp('/flip-coin', { fakeTimers: true, games: { flip: { nextFlipAt: new Date(now.getTime() + 3 * 3600_000 + 10_000) } } });
    await waitForFake(() => screen.getByRole('timer'));
    expect(screen.getByText('Next flip available in')).toBeInTheDocument();
    expect(timerText()).toBe('03:00:10');
    expect(screen.queryByRole('button', { name: 'FLIP NOW' })).not.toBeInTheDocument();
    await advance(10_000);
    expect(timerText()).toBe('03:00:00');
    const before = callsTo('games.state').length;
    await advance(3 * 3600_000);
    await waitForFake(() => screen.getByRole('button', { name: 'FLIP NOW' }));
    expect(callsTo('games.state').length).toBeGreaterThan(before);
  });

  it('budget paused: says so before play and FLIP NOW is disabled', async () => {
    renderApp('/flip-coin', { games: { configs: { flip: { paused: true } } } });
    expect(await screen.findByText("Today's prize budget for Flip & Win is used up. It is back at midnight (IST).")).toBeInTheDocument();
    expect(flipButton()).toBeDisabled();
  });

  it('switched off: says so and FLIP NOW is disabled', async () => {
    renderApp('/flip-coin', { games: { configs: { flip: { enabled: false } } } });
    expect(await screen.findByText('Flip & Win is switched off for now. Please check back later.')).toBeInTheDocument();
    expect(flipButton()).toBeDisabled();
  });

  it('signed out: play goes to sign in', async () => {
    const { user, router } = renderApp('/flip-coin', { user: null });
    await user.click(await screen.findByRole('link', { name: 'Sign in to play' }));
    await screen.findByRole('heading', { name: /sign in/i });
    expect(router.state.location.search).toEqual({ redirect: '/flip-coin' });
  });

  it('unverified: the verify notice and no flipping', async () => {
    renderApp('/flip-coin', { user: unverifiedUser });
    expect(await screen.findByRole('button', { name: 'Resend verification e-mail' })).toBeInTheDocument();
    expect(flipButton()).toBeDisabled();
  });
});
