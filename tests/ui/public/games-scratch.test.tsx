import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScratchMask } from '../../../src/features/games/lib/scratch-mask';
import { findNonce } from '../../../src/mocks/fixtures/games-fixtures';
import { unverifiedUser } from '../../../src/mocks/fixtures/public-fixtures';
import { advance, expectNoPhonePromise, oddsRows, timerText, useFakeClock, waitForFake } from './games-helpers';
import { notifications, renderApp } from './render-app';

const SCRATCH_WEIGHTS = [60, 25, 10, 4, 1];

/** jsdom draws nothing: a 2D context that records calls is enough (the mask does the counting). */
function stubCanvas() {
  const context = {
    createLinearGradient: () => ({ addColorStop: () => undefined }),
    fillRect: vi.fn(),
    fillText: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
  return context;
}

beforeEach(() => {
  stubCanvas();
});

afterEach(() => {
  vi.useRealTimers();
});

const card = () => screen.getByRole('img', { name: /^Scratch card/ });
const revealButton = () => screen.getByRole('button', { name: /Reveal without scratching|Revealing…/ });

/** One stroke across the card at height y (card pixels; jsdom's layout is 0×0, so 1 px = 1 px). */
function stroke(y: number) {
  const canvas = card();
  fireEvent.pointerDown(canvas, { clientX: 0, clientY: y, pointerId: 1 });
  for (let x = 40; x <= 320; x += 40) fireEvent.pointerMove(canvas, { clientX: x, clientY: y, pointerId: 1 });
  fireEvent.pointerUp(canvas, { clientX: 320, clientY: y, pointerId: 1 });
}

describe('Daily Scratch Card', () => {
  it('idle: the card, the published prize table and a keyboard way to reveal — no phone promised', async () => {
    renderApp('/scratch-card');
    expect(await screen.findByRole('img', { name: 'Scratch card: scratch with your finger or mouse' })).toHaveAttribute('width', '320');
    expect(card()).toHaveAttribute('height', '200');
    expect(card()).toHaveStyle({ touchAction: 'none' });
    expect(oddsRows('Card prizes and odds')).toEqual([
      ['Better luck tomorrow', 'No prize', '60%'],
      ['₹1', '₹1', '25%'],
      ['₹5', '₹5', '10%'],
      ['₹10', '₹10', '4%'],
      ['₹50', '₹50', '1%'],
    ]);
    await vi.waitFor(() => expect(revealButton()).toBeEnabled());
    expect(screen.queryByTestId('scratch-percent')).not.toBeInTheDocument();
    expectNoPhonePromise();
  });

  it('the mask counts cleared pixels exactly: brush 20, more than 50% reveals', () => {
    const mask = new ScratchMask();
    expect(mask.stamp(160, 100)).toBeCloseTo((Math.PI * 400 * 100) / 64000, 0);
    mask.line(0, 20, 320, 20);
    mask.line(0, 60, 320, 60);
    expect(mask.percent).toBeLessThan(50);
    mask.line(0, 100, 320, 100);
    expect(mask.percent).toBeGreaterThan(50);
  });

  it('scratching issues the card at the first touch, shows the percentage until 50%, then reveals: no prize → Better luck tomorrow! (3 s)', async () => {
    const { callsTo } = renderApp('/scratch-card');
    await vi.waitFor(() => expect(revealButton()).toBeEnabled());
    stroke(20);
    await vi.waitFor(() => expect(callsTo('games.scratch')).toHaveLength(1));
    stroke(60);
    const badge = screen.getByTestId('scratch-percent');
    const shown = Number(/^(\d+)% scratched$/.exec(badge.textContent ?? '')?.[1]);
    expect(shown).toBeGreaterThan(30);
    expect(shown).toBeLessThan(50);
    expect(callsTo('games.scratch')).toHaveLength(1);
    stroke(100);
    expect(await notifications().findByText('Better luck tomorrow!')).toBeInTheDocument();
    expect(callsTo('games.scratch')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Sorry, Better Luck Tomorrow!' })).toBeInTheDocument();
    expect(screen.queryByTestId('scratch-percent')).not.toBeInTheDocument();
    expect(screen.getByText('Next card in')).toBeInTheDocument();
    expect(timerText()).toMatch(/^\d\d:\d\d:\d\d$/);
  });

  it('win: the prize drawn at issue is shown and credited', async () => {
    const nonce = await findNonce('scratch', (outcome) => outcome.game === 'scratch' && outcome.index === 1, SCRATCH_WEIGHTS);
    renderApp('/scratch-card', { games: { seed: { nextNonce: nonce } } });
    await vi.waitFor(() => expect(revealButton()).toBeEnabled());
    stroke(20);
    stroke(60);
    stroke(100);
    expect(await screen.findByRole('heading', { name: 'You won ₹1!' })).toBeInTheDocument();
    expect(await notifications().findByText('You won ₹1!')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('₹1 is in your wallet. New balance: ₹51.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Wallet balance ₹51' })).toBeInTheDocument();
  });

  it('playing: Reveal without scratching (keyboard) is busy while the card is issued and revealed', async () => {
    let answer!: (value: unknown) => void;
    const { user, callsTo } = renderApp('/scratch-card', { procedures: { 'games.scratch': () => new Promise((done) => (answer = done)) } });
    await vi.waitFor(() => expect(revealButton()).toBeEnabled());
    revealButton().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Revealing…' })).toBeDisabled();
    expect(callsTo('games.scratch')).toHaveLength(1);
    void answer;
  });

  it('Reveal without scratching issues and reveals the card in two calls', async () => {
    const { user, callsTo } = renderApp('/scratch-card');
    await vi.waitFor(() => expect(revealButton()).toBeEnabled());
    await user.click(revealButton());
    expect(await screen.findByRole('heading', { name: 'Sorry, Better Luck Tomorrow!' })).toBeInTheDocument();
    expect(callsTo('games.scratch')).toHaveLength(2);
  });

  it('locked: today’s card is used; the Next card in countdown runs to midnight IST, then a new card', async () => {
    // 23:59:50 IST.
    useFakeClock(new Date('2025-11-03T18:29:50.000Z'));
    const { callsTo } = renderApp('/scratch-card', { fakeTimers: true, games: { scratch: { today: 'revealed', index: 0 } } });
    await waitForFake(() => screen.getByRole('timer'));
    expect(screen.getByRole('heading', { name: 'Sorry, Better Luck Tomorrow!' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Scratch card/ })).not.toBeInTheDocument();
    expect(timerText()).toBe('00:00:10');
    await advance(4000);
    expect(timerText()).toBe('00:00:06');
    const before = callsTo('games.state').length;
    await advance(6000);
    await waitForFake(() => screen.getByRole('img', { name: 'Scratch card: scratch with your finger or mouse' }));
    expect(callsTo('games.state').length).toBeGreaterThan(before);
    expect(screen.getByRole('heading', { name: "Today's card" })).toBeInTheDocument();
  });

  it('budget paused: says so before play (no "scratch" instructions); neither scratching nor the reveal button does anything', async () => {
    const { callsTo } = renderApp('/scratch-card', { games: { configs: { scratch: { paused: true } } } });
    expect(await screen.findAllByText("Today's prize budget for Daily Scratch Card is used up. It is back at midnight (IST).")).toHaveLength(2);
    expect(screen.queryByText(/^Scratch with your finger or mouse/)).not.toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('img', { name: 'Scratch card' })).toBeInTheDocument());
    expect(revealButton()).toBeDisabled();
    stroke(20);
    expect(callsTo('games.scratch')).toHaveLength(0);
  });

  it('switched off: says so and the card cannot be scratched', async () => {
    renderApp('/scratch-card', { games: { configs: { scratch: { enabled: false } } } });
    expect(await screen.findAllByText('Daily Scratch Card is switched off for now. Please check back later.')).toHaveLength(2);
    expect(revealButton()).toBeDisabled();
  });

  it.each([
    ['paused', { paused: true }],
    ['switched off', { enabled: false }],
  ])('%s after today’s card was issued: its prize is already drawn, so it can still be revealed and paid, as the server allows', async (_name, config) => {
    const { user, callsTo } = renderApp('/scratch-card', { games: { configs: { scratch: config }, scratch: { today: 'issued', index: 1 } } });
    await vi.waitFor(() => expect(revealButton()).toBeEnabled());
    expect(screen.queryByText(/prize budget|switched off/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Scratch with your finger or mouse/)).toBeInTheDocument();
    await user.click(revealButton());
    expect(await screen.findByRole('heading', { name: 'You won ₹1!' })).toBeInTheDocument();
    expect(callsTo('games.scratch')).toHaveLength(1);
  });

  it('signed out: the card and its odds are public; playing goes to sign in', async () => {
    const { user, router, callsTo } = renderApp('/scratch-card', { user: null });
    const signIn = await screen.findByRole('link', { name: 'Sign in to scratch' });
    stroke(20);
    expect(callsTo('games.scratch')).toHaveLength(0);
    await user.click(signIn);
    await screen.findByRole('heading', { name: /sign in/i });
    expect(router.state.location.search).toEqual({ redirect: '/scratch-card' });
  });

  it('unverified: the verify notice and no scratching', async () => {
    renderApp('/scratch-card', { user: unverifiedUser });
    expect(await screen.findByRole('button', { name: 'Resend verification e-mail' })).toBeInTheDocument();
    expect(revealButton()).toBeDisabled();
  });

  it('/free-iphone-17 is replaced by /scratch-card, and no phone is promised', async () => {
    const { router } = renderApp('/free-iphone-17');
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Scratch Card' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/scratch-card');
    expect(router.history.length).toBe(1);
    expectNoPhonePromise();
  });
});
