import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIN_SEGMENT_DEGREES, segmentAtRotation, wheelArcs, wheelRotationFor } from '../../../src/features/games/lib/wheel';
import { FIXTURE_CLIENT_SEED, FIXTURE_SERVER_SEED_HASH } from '../../../src/mocks/fixtures/games-fixtures';
import { unverifiedUser } from '../../../src/mocks/fixtures/public-fixtures';
import { TrpcFixtureError } from '#kit/mocks/trpc-msw';
import { advance, clickNow, oddsRows, stubReducedMotion, timerText, useFakeClock, waitForFake } from './games-helpers';
import { expectToast, notifications, renderApp } from './render-app';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const spinButton = () => screen.getByRole('button', { name: /SPIN NOW|Spinning\.\.\./ });
const wheel = () => screen.getByRole('img', { name: /^Prize wheel/ });
/** The default table's published chances, in segment order: the wheel is drawn from them. */
const DEFAULT_CHANCES = [0.13, 0.3, 0.13, 0.15, 0.13, 0.1, 0.03, 0.03];
const DEFAULT_ARCS = wheelArcs(DEFAULT_CHANCES);
/** Each drawn segment: its arc (degrees from the top) and the two lines written on it. */
function drawnSegments() {
  return [...wheel().querySelectorAll('[data-segment]')].map((segment) => ({
    start: Number(segment.getAttribute('data-start')),
    end: Number(segment.getAttribute('data-end')),
    text: [...segment.querySelectorAll('text')].map((line) => line.textContent),
  }));
}

/** Resolves a procedure when the test says so: the page stays "in flight" until then. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('Spin & Win', () => {
  it('idle: the wheel of 8 segments, spins left, how to play, the published odds, expected value and the commitment', async () => {
    renderApp('/spin-and-win');
    expect(await screen.findByText(/3 spins left today/)).toBeInTheDocument();
    expect(spinButton()).toHaveTextContent('SPIN NOW');
    await waitForEnabled();
    expect(wheel()).toHaveAccessibleName('Prize wheel with 8 segments: Try Again 13%, ₹0.50 30%, Try Again 13%, ₹1 15%, Try Again 13%, ₹2 10%, ₹5 3%, ₹10 3%');
    expect(wheel().querySelectorAll('path[d^="M0 0"]')).toHaveLength(8);
    expect(screen.getByRole('region', { name: 'How to play' })).toHaveTextContent(/3 spins each day/);
    expect(oddsRows('Wheel segments and odds')).toEqual([
      ['Try Again', 'No prize', '13%'],
      ['₹0.50', '₹0.50', '30%'],
      ['Try Again', 'No prize', '13%'],
      ['₹1', '₹1', '15%'],
      ['Try Again', 'No prize', '13%'],
      ['₹2', '₹2', '10%'],
      ['₹5', '₹5', '3%'],
      ['₹10', '₹10', '3%'],
    ]);
    // 0.3 × 50 + 0.15 × 100 + 0.1 × 200 + 0.03 × 500 + 0.03 × 1000 = 95 paise.
    expect(screen.getByText(/Average prize per play/)).toHaveTextContent('Average prize per play: ₹0.95. Top prize ₹10.');
    const fair = within(screen.getByRole('region', { name: 'Provably fair' }));
    expect(fair.getByText(FIXTURE_SERVER_SEED_HASH)).toBeInTheDocument();
    expect(fair.getByText(FIXTURE_CLIENT_SEED)).toBeInTheDocument();
    expect(fair.getByText('Next nonce:').nextElementSibling).toHaveTextContent('0');
    expect(fair.getByRole('link', { name: /verify a play/ })).toHaveAttribute('href', '/fairness');
    expect(document.title).toBe('Spin & Win · Honest Rewards');
  });

  it('draws each segment as wide as its published chance, its odds written on it, the 3 % ones at a readable minimum', async () => {
    renderApp('/spin-and-win');
    await screen.findByText(/3 spins left today/);
    const drawn = drawnSegments();
    expect(drawn.map((segment) => segment.text[1])).toEqual(['13%', '30%', '13%', '15%', '13%', '10%', '3%', '3%']);
    expect(drawn.map((segment) => segment.text[0])).toEqual(['Try Again', '₹0.50', 'Try Again', '₹1', 'Try Again', '₹2', '₹5', '₹10']);
    const sizes = drawn.map((segment) => segment.end - segment.start);
    expect(sizes.reduce((sum, degrees) => sum + degrees, 0)).toBeCloseTo(360, 6);
    // 30 % is drawn three times as wide as 10 %, and wider than twice any 13 % segment.
    expect(sizes[1]! / sizes[5]!).toBeCloseTo(3, 6);
    expect(sizes[1]!).toBeGreaterThan(2 * sizes[0]!);
    expect(sizes[6]).toBeCloseTo(MIN_SEGMENT_DEGREES, 6);
    expect(sizes[7]).toBeCloseTo(MIN_SEGMENT_DEGREES, 6);
    // The minimum makes the 3 % segments look a little bigger: the odds table says so.
    expect(screen.getByRole('region', { name: 'Wheel segments and odds' })).toHaveTextContent(/Very small segments are drawn at a minimum size/);
  });

  it('a table with no tiny chance is drawn exactly in proportion, and the odds table does not mention a minimum', async () => {
    const segments = [30, 20, 15, 10, 10, 5, 5, 5].map((weight, index) => ({ label: `₹${index}`, prizePaise: index * 100, weight }));
    renderApp('/spin-and-win', { games: { configs: { spin: { table: { segments } } } } });
    await screen.findByText(/3 spins left today/);
    const sizes = drawnSegments().map((segment) => segment.end - segment.start);
    segments.forEach((segment, index) => expect(sizes[index]).toBeCloseTo((segment.weight / 100) * 360, 6));
    expect(drawnSegments().map((segment) => segment.text[1])).toEqual(['30%', '20%', '15%', '10%', '10%', '5%', '5%', '5%']);
    const odds = screen.getByRole('region', { name: 'Wheel segments and odds' });
    expect(odds).toHaveTextContent('Each segment is drawn as wide as its chance.');
    expect(odds).not.toHaveTextContent(/minimum/);
  });

  it.each([
    [{ spinsPerDay: 3, maxSpinsPerDay: 5 }, 'You get 3 spins each day (India time). Sharing the page adds one extra spin once a day, up to 4. Sharing is optional.'],
    [{ spinsPerDay: 2, maxSpinsPerDay: 3 }, 'You get 2 spins each day (India time). Sharing the page adds one extra spin once a day, up to 3. Sharing is optional.'],
    [{ spinsPerDay: 1, maxSpinsPerDay: 1 }, 'You get 1 spin each day (India time).'],
  ])('how to play says the allowance rule itself: %o', async (limits, sentence) => {
    renderApp('/spin-and-win', { games: { configs: { spin: { limits } } } });
    const howTo = await screen.findByRole('region', { name: 'How to play' });
    expect(await within(howTo).findByText(sentence)).toBeInTheDocument();
  });

  it('playing: the button reads Spinning... and is disabled until the server answers', async () => {
    const answer = deferred<never>();
    const { user, callsTo } = renderApp('/spin-and-win', { procedures: { 'games.spin': () => answer.promise } });
    await waitForEnabled();
    await user.click(spinButton());
    expect(await screen.findByRole('button', { name: 'Spinning...' })).toBeDisabled();
    await user.click(spinButton());
    expect(callsTo('games.spin')).toHaveLength(1);
    void answer;
  });

  it('win: the wheel turns ~4 s to the segment the server drew, then the prize and the new balance; the header follows', async () => {
    useFakeClock(new Date('2025-11-03T06:00:00.000Z'));
    const { callsTo } = renderApp('/spin-and-win', { fakeTimers: true });
    await waitForFake(() => expect(spinButton()).toBeEnabled());
    clickNow(spinButton());
    // Nonce 0 of the fixture seed draws segment 1 (₹0.50).
    const expected = wheelRotationFor(0, 1, DEFAULT_ARCS);
    await waitForFake(() => expect(wheel()).toHaveAttribute('data-rotation', String(expected)));
    // The pointer stops inside the ₹0.50 segment as the page draws it.
    expect(segmentAtRotation(expected, DEFAULT_ARCS)).toBe(1);
    const drawn = drawnSegments()[1]!;
    const underPointer = (((-expected - drawn.start) % 360) + 360) % 360 + drawn.start;
    expect(underPointer).toBeGreaterThan(drawn.start);
    expect(underPointer).toBeLessThan(drawn.end);
    expect(screen.getByTestId('wheel-disc').style.transition).toMatch(/transform 4000ms/);
    expect(spinButton()).toHaveTextContent('Spinning...');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Nothing about the result leaks before the wheel stops: the header balance is unchanged.
    expect(screen.getByRole('link', { name: 'Wallet balance ₹50' })).toBeInTheDocument();

    // The render lands a polling step after the answer: allow that step.
    await advance(3900);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(100);
    const dialog = await waitForFake(() => screen.getByRole('dialog', { name: 'You won ₹0.50!' }));
    expect(dialog).toHaveAccessibleDescription('It is in your wallet. New balance: ₹50.50.');
    expect(wheel()).toHaveAccessibleName('Prize wheel, stopped on ₹0.50 (segment 2 of 8)');
    await waitForFake(() => screen.getByRole('link', { name: 'Wallet balance ₹50.50' }));
    expect(callsTo('games.spin')).toEqual([{}]);
    await waitForFake(() => expect(within(dialog).getByText(/2 spins left today/)).toBeInTheDocument());

    clickNow(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(spinButton()).toHaveFocus();
  });

  it('no prize: Better Luck Next Time (reduced motion: the wheel jumps straight to the segment)', async () => {
    stubReducedMotion(true);
    const { user, state } = renderApp('/spin-and-win', { games: { seed: { nextNonce: 1 } } });
    await waitForEnabled();
    await user.click(spinButton());
    const dialog = await screen.findByRole('dialog', { name: 'Better Luck Next Time' });
    expect(dialog).toHaveAccessibleDescription('The wheel stopped on “Try Again”.');
    expect(wheel()).toHaveAttribute('data-rotation', String(wheelRotationFor(0, 0, DEFAULT_ARCS)));
    expect(wheel()).toHaveAccessibleName('Prize wheel, stopped on Try Again (segment 1 of 8)');
    expect(screen.getByTestId('wheel-disc').style.transition).toBe('none');
    expect(state.wallets.get(state.user!.id)!.entries.filter((entry) => entry.kind === 'game-prize')).toHaveLength(0);
  });

  it('the last spin offers Share to Get More Spins: a chat-app link in a new tab, then the extra spin', async () => {
    stubReducedMotion(true);
    const { user, callsTo } = renderApp('/spin-and-win', { games: { spin: { used: 2 } } });
    expect(await screen.findByText(/1 spin left today/)).toBeInTheDocument();
    await waitForEnabled();
    await user.click(spinButton());
    const dialog = await screen.findByRole('dialog', { name: 'You won ₹0.50!' });
    await within(dialog).findByText(/No spins left today/);
    const share = within(dialog).getByRole('link', { name: /Share to Get More Spins/ });
    expect(share.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(share.getAttribute('href')!)).toContain('/spin-and-win');
    expect(share).toHaveAttribute('target', '_blank');
    expect(share.getAttribute('rel')).toMatch(/noopener/);
    // jsdom cannot open tabs; the click itself is what the page reacts to.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true, capture: true });
    await user.click(share);
    expect(await notifications().findByText('You got an extra spin!')).toBeInTheDocument();
    expect(callsTo('games.shareBonus')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(/1 spin left today/)).toBeInTheDocument();
    await waitForEnabled();
  });

  it('uses the device share sheet when there is one; closing it gives nothing and asks nothing', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockRejectedValueOnce(new DOMException('cancelled', 'AbortError')).mockResolvedValueOnce(undefined);
    // The stub keeps the languages the app reads to choose its language (jsdom's getters refuse to run on a copy).
    vi.stubGlobal('navigator', Object.create(navigator, { share: { value: share }, languages: { value: navigator.languages }, language: { value: navigator.language } }));
    const { user, callsTo } = renderApp('/spin-and-win', { games: { spin: { used: 3 } } });
    expect(await screen.findByText(/0 spins left today/)).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Share to Get More Spins' });
    await user.click(button);
    expect(share).toHaveBeenCalledTimes(1);
    expect(callsTo('games.shareBonus')).toHaveLength(0);
    await user.click(button);
    expect(await notifications().findByText('You got an extra spin!')).toBeInTheDocument();
    expect(share.mock.calls[1]![0].url).toMatch(/\/spin-and-win$/);
    expect(callsTo('games.shareBonus')).toHaveLength(1);
    expect(await screen.findByText(/1 spin left today/)).toBeInTheDocument();
  });

  it('locked: no spins left, the button is disabled and the reset countdown runs to midnight IST, then the page asks again', async () => {
    // 18:29:50 UTC is 23:59:50 IST: ten seconds to the new day.
    useFakeClock(new Date('2025-11-03T18:29:50.000Z'));
    const { callsTo } = renderApp('/spin-and-win', { fakeTimers: true, games: { spin: { used: 4, shareBonusUsed: true } } });
    await waitForFake(() => screen.getByRole('timer'));
    expect(screen.getByText(/0 spins left today/)).toBeInTheDocument();
    expect(spinButton()).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Share to Get More Spins/ })).not.toBeInTheDocument();
    expect(timerText()).toBe('00:00:10');
    await advance(3000);
    expect(timerText()).toBe('00:00:07');
    const before = callsTo('games.state').length;
    await advance(7000);
    await waitForFake(() => expect(screen.getByText(/3 spins left today/)).toBeInTheDocument());
    expect(callsTo('games.state').length).toBeGreaterThan(before);
    expect(spinButton()).toBeEnabled();
  });

  it('budget paused: says so before play instead of a spins-left count, and the button is disabled', async () => {
    const { callsTo } = renderApp('/spin-and-win', { games: { configs: { spin: { paused: true } } } });
    const reason = "Today's prize budget for Spin & Win is used up. It is back at midnight (IST).";
    await vi.waitFor(() => expect(screen.getAllByText(reason)).toHaveLength(2));
    expect(screen.getByText('Paused for today')).toBeInTheDocument();
    // The play area says the same as the notice: no "3 spins left today" beside it.
    expect(within(screen.getByRole('region', { name: 'The wheel' })).getByText(reason)).toBeInTheDocument();
    expect(screen.queryByText(/spins? left today/)).not.toBeInTheDocument();
    expect(spinButton()).toBeDisabled();
    expect(callsTo('games.spin')).toHaveLength(0);
    // The odds stay published.
    expect(oddsRows('Wheel segments and odds')).toHaveLength(8);
  });

  it('switched off: says so and the button is disabled', async () => {
    renderApp('/spin-and-win', { games: { configs: { spin: { enabled: false } } } });
    expect(await screen.findAllByText('Spin & Win is switched off for now. Please check back later.')).toHaveLength(2);
    expect(screen.queryByText(/spins? left today/)).not.toBeInTheDocument();
    expect(spinButton()).toBeDisabled();
  });

  it('a refusal from the server (budget used up meanwhile) shows its message and refreshes the page state', async () => {
    const message = "Today's prize budget for Spin & Win is used up. It is back at midnight (IST).";
    const { user, callsTo } = renderApp('/spin-and-win', {
      procedures: {
        'games.spin': () => {
          throw new TrpcFixtureError('CONFLICT', message);
        },
      },
    });
    await waitForEnabled();
    const before = callsTo('games.state').length;
    await user.click(spinButton());
    await expectToast('alert', message);
    await vi.waitFor(() => expect(callsTo('games.state').length).toBeGreaterThan(before));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signed out: rules and odds are public; the play button asks to sign in and comes back here', async () => {
    const { user, router, callsTo } = renderApp('/spin-and-win', { user: null });
    const signIn = await screen.findByRole('link', { name: 'Sign in to spin' });
    expect(screen.queryByRole('button', { name: 'SPIN NOW' })).not.toBeInTheDocument();
    expect(oddsRows('Wheel segments and odds')).toHaveLength(8);
    expect(screen.getByText('Sign in to see the commitment for your next play.')).toBeInTheDocument();
    await user.click(signIn);
    await screen.findByRole('heading', { name: /sign in/i });
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toEqual({ redirect: '/spin-and-win' });
    expect(callsTo('games.spin')).toHaveLength(0);
  });

  it('unverified: the verify notice with its resend button, and no spinning', async () => {
    const { user } = renderApp('/spin-and-win', { user: unverifiedUser });
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail to play for prizes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    await expectToast('status', /verification/i);
    expect(spinButton()).toBeDisabled();
  });
});

async function waitForEnabled() {
  await vi.waitFor(() => expect(spinButton()).toBeEnabled());
}
