import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_SERVER_SEED, FIXTURE_SERVER_SEED_HASH } from '../../../src/mocks/fixtures/games-fixtures';
import { unverifiedUser } from '../../../src/mocks/fixtures/public-fixtures';
import { advance, clickNow, oddsRows, timerText, useFakeClock, waitForFake } from './games-helpers';
import { expectToast, notifications, renderApp } from './render-app';

afterEach(() => {
  vi.useRealTimers();
});

const input = () => screen.getByLabelText('Your guess (1 to 100)');
const guessButton = () => screen.getByRole('button', { name: /^(Guess|Checking…)$/ });

/** A round already started: the fixture seed's nonce 0 drew 40 (docs/fairness.md). */
const ROUND_40 = { games: { guess: { round: { secret: 40 } } } };

describe('Guess the Number', () => {
  it('idle: rules, honest odds (7 in 100 with best play) and a Start round button', async () => {
    const { user, callsTo } = renderApp('/guess-number');
    const start = await screen.findByRole('button', { name: 'Start round' });
    await vi.waitFor(() => expect(start).toBeEnabled());
    expect(screen.getByText(/with best play \(halving the range each time/)).toHaveTextContent('3 guesses can find 7 of the 100 numbers — a 7 in 100 chance');
    expect(oddsRows('Prizes and odds')).toEqual([
      ['Right guess (best play)', '₹10', '7%'],
      ['No right guess', 'No prize', '93%'],
    ]);
    expect(screen.queryByLabelText('Your guess (1 to 100)')).not.toBeInTheDocument();

    await user.click(start);
    // The commitment (hash and nonce) is shown before the first guess.
    const proof = await screen.findByText('The secret is fixed. Its proof:');
    const box = within(proof.parentElement!);
    expect(box.getByText(FIXTURE_SERVER_SEED_HASH)).toBeInTheDocument();
    expect(box.getByText(/^Nonce/)).toHaveTextContent('Nonce 0');
    await vi.waitFor(() => expect(input()).toHaveFocus());
    expect(screen.getByText(/Attempts left:/)).toHaveTextContent('Attempts left: 3 of 3');
    expect(callsTo('games.startGuess')).toHaveLength(1);
  });

  it('counts by plural rules: one attempt is "1 guess", not "1 guesses"', async () => {
    renderApp('/guess-number', { games: { configs: { guess: { limits: { attempts: 1, lockHours: 24 } } } } });
    expect(await screen.findByText('You have 1 guess. After each miss you get a true hint: higher or lower.')).toBeInTheDocument();
    expect(screen.getByText(/You have 1 attempt\./)).toBeInTheDocument();
  });

  it('a round started under older settings counts its own attempts, and says which settings version it is played by', async () => {
    renderApp('/guess-number', {
      games: { configs: { guess: { settingsVersion: 2, limits: { attempts: 10, lockHours: 24 } } }, guess: { round: { secret: 40, startedUnder: { settingsVersion: 1, attempts: 3 } } } },
    });
    await screen.findByLabelText('Your guess (1 to 100)');
    expect(screen.getByText(/Attempts left:/)).toHaveTextContent('Attempts left: 3 of 3');
    expect(screen.getByText('Settings version 1: its attempts and prize hold for this whole round.')).toBeInTheDocument();
  });

  it("checks the input first: 'Please enter a number' and 'Please enter a number between 1 and 100'", async () => {
    const { user, callsTo } = renderApp('/guess-number', ROUND_40);
    await screen.findByLabelText('Your guess (1 to 100)');
    await user.click(guessButton());
    await expectToast('alert', 'Please enter a number');
    expect(input()).toHaveAccessibleDescription('Please enter a number');
    await user.type(input(), '150');
    await user.click(guessButton());
    await vi.waitFor(() => expect(input()).toHaveAccessibleDescription('Please enter a number between 1 and 100'));
    await user.clear(input());
    await user.type(input(), '0');
    await user.click(guessButton());
    expect(input()).toHaveAccessibleDescription('Please enter a number between 1 and 100');
    expect(callsTo('games.guess')).toHaveLength(0);
  });

  it('each hint is true, and Show Hint / Hide Hint shows the latest one', async () => {
    const { user } = renderApp('/guess-number', ROUND_40);
    await screen.findByLabelText('Your guess (1 to 100)');
    await user.type(input(), '20');
    await user.click(guessButton());
    expect(await notifications().findByText('Try a higher number!')).toBeInTheDocument();
    expect(screen.getByText(/Attempts left:/)).toHaveTextContent('Attempts left: 2 of 3');
    expect(input()).toHaveValue(null);

    const toggle = screen.getByRole('button', { name: 'Show Hint' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Hint' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('guess-hint')).toBeVisible();
    expect(document.getElementById('guess-hint')).toHaveTextContent('Your last guess was 20. Try a higher number!');

    await user.type(input(), '75');
    await user.click(guessButton());
    await vi.waitFor(() => expect(document.getElementById('guess-hint')).toHaveTextContent('Your last guess was 75. Try a lower number!'));
    await user.click(screen.getByRole('button', { name: 'Hide Hint' }));
    expect(document.getElementById('guess-hint')).not.toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Your guesses' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['20 — higher', '75 — lower']);
  });

  it('shows Checking… and disables Guess while the answer is on its way', async () => {
    let answer!: (value: unknown) => void;
    const { user, callsTo } = renderApp('/guess-number', { ...ROUND_40, procedures: { 'games.guess': () => new Promise((done) => (answer = done)) } });
    await screen.findByLabelText('Your guess (1 to 100)');
    await user.type(input(), '50');
    await user.click(guessButton());
    expect(await screen.findByRole('button', { name: 'Checking…' })).toBeDisabled();
    expect(callsTo('games.guess')).toEqual([{ number: 50 }]);
    void answer;
  });

  it('win: a right guess shows the prize, credits it, reveals the seed and starts the lock', async () => {
    const { user } = renderApp('/guess-number', ROUND_40);
    await screen.findByLabelText('Your guess (1 to 100)');
    await user.type(input(), '40');
    await user.click(guessButton());
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('Correct! The number was 40. You won ₹10!')).toBeInTheDocument();
    expect(await notifications().findByText('Correct! The number was 40. You won ₹10!')).toBeInTheDocument();
    expect(main.getByText('It is in your wallet. New balance: ₹60.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Wallet balance ₹60' })).toBeInTheDocument();
    expect(screen.getByText(FIXTURE_SERVER_SEED)).toBeInTheDocument();
    expect(timerText()).toMatch(/^2[34]:\d\d:\d\d$/);
    expect(screen.queryByLabelText('Your guess (1 to 100)')).not.toBeInTheDocument();
  });

  it('no prize: after the third miss the secret and the revealed seed, a Check this play link, and the Come back in countdown', async () => {
    useFakeClock(new Date('2025-11-03T06:00:00.000Z'));
    renderApp('/guess-number', {
      fakeTimers: true,
      games: { guess: { round: { secret: 40, attempts: [{ number: 50, hint: 'lower' }, { number: 25, hint: 'higher' }] } } },
    });
    const field = await waitForFake(() => input());
    expect(screen.getByText(/Attempts left:/)).toHaveTextContent('Attempts left: 1 of 3');
    fireEvent.change(field, { target: { value: '37' } });
    clickNow(guessButton());
    const main = within(screen.getByRole('main'));
    await waitForFake(() => main.getByText('No attempts left. The number was 40.'));
    expect(notifications().getByText('No attempts left. The number was 40.')).toBeInTheDocument();
    expect(main.getByText('Your guesses: 50, 25, 37.')).toBeInTheDocument();
    expect(screen.getByText(FIXTURE_SERVER_SEED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check this play' })).toHaveAttribute('href', expect.stringMatching(/^\/fairness\?play=[0-9a-f-]{36}$/));
    expect(screen.getByText('Come back in')).toBeInTheDocument();
    expect(timerText()).toBe('24:00:00');
    await advance(3000);
    expect(timerText()).toBe('23:59:57');
  });

  it('locked: the countdown from the server time runs down, then the page asks the server again and a round can start', async () => {
    const now = new Date('2025-11-03T06:00:00.000Z');
    useFakeClock(now);
    const { callsTo } = renderApp('/guess-number', { fakeTimers: true, games: { guess: { lockedUntil: new Date(now.getTime() + 65_000) } } });
    await waitForFake(() => screen.getByRole('timer'));
    expect(screen.getByText('Come back in')).toBeInTheDocument();
    expect(timerText()).toBe('00:01:05');
    expect(screen.queryByRole('button', { name: 'Start round' })).not.toBeInTheDocument();
    await advance(5000);
    expect(timerText()).toBe('00:01:00');
    const before = callsTo('games.state').length;
    await advance(60_000);
    await waitForFake(() => screen.getByRole('button', { name: 'Start round' }));
    expect(callsTo('games.state').length).toBeGreaterThan(before);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('budget paused: says so before play (not "start a round") and Start round is disabled', async () => {
    renderApp('/guess-number', { games: { configs: { guess: { paused: true } } } });
    expect(await screen.findAllByText("Today's prize budget for Guess the Number is used up. It is back at midnight (IST).")).toHaveLength(2);
    expect(screen.queryByText(/^Start a round: the secret number is drawn/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start round' })).toBeDisabled();
  });

  it('switched off: says so and Start round is disabled', async () => {
    renderApp('/guess-number', { games: { configs: { guess: { enabled: false } } } });
    expect(await screen.findAllByText('Guess the Number is switched off for now. Please check back later.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Start round' })).toBeDisabled();
  });

  it.each([
    ['paused', { paused: true }, "Today's prize budget for Guess the Number is used up. It is back at midnight (IST)."],
    ['switched off', { enabled: false }, 'Guess the Number is switched off for now. Please check back later.'],
  ])('%s during a round: the round in progress can still be finished, as the server allows', async (_name, config, reason) => {
    const { user, callsTo } = renderApp('/guess-number', { games: { ...ROUND_40.games, configs: { guess: config } } });
    await screen.findByLabelText('Your guess (1 to 100)');
    expect(screen.getByText(new RegExp(`Your round in progress is not affected`))).toHaveTextContent(`${reason} Your round in progress is not affected: its prize was set aside when it started, so you can finish it.`);
    expect(screen.queryByText('Paused for today')).not.toBeInTheDocument();
    expect(guessButton()).toBeEnabled();
    await user.type(input(), '40');
    await user.click(guessButton());
    expect(await within(screen.getByRole('main')).findByText('Correct! The number was 40. You won ₹10!')).toBeInTheDocument();
    expect(callsTo('games.guess')).toEqual([{ number: 40 }]);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('the odds in words stay true with %i attempts: read from the published odds, at most a certain win', async (attempts) => {
    renderApp('/guess-number', { user: null, games: { configs: { guess: { limits: { attempts, lockHours: 24 } } } } });
    const words = await screen.findByText(/^Honest odds:/);
    const [right, none] = oddsRows('Prizes and odds');
    // Best play (halving) finds one of 2^attempts − 1 numbers: all 100 from 7 attempts on.
    const found = Math.min(100, 2 ** attempts - 1);
    const guesses = attempts === 1 ? '1 guess' : `${attempts} guesses`;
    if (found < 100) {
      expect(words).toHaveTextContent(`${guesses} can find ${found} of the 100 numbers — a ${found} in 100 chance. Guessing at random is worse.`);
      expect(right).toEqual(['Right guess (best play)', '₹10', `${found}%`]);
      expect(none).toEqual(['No right guess', 'No prize', `${100 - found}%`]);
    } else {
      expect(words).toHaveTextContent(`${guesses} are always enough to find the number — a certain win. Guessing at random can still miss.`);
      expect(right).toEqual(['Right guess (best play)', '₹10', '100%']);
      expect(none).toEqual(['No right guess', 'No prize', '0%']);
    }
    // Never more numbers than there are, never a chance above 1.
    expect(document.body.textContent).not.toMatch(/\b(1[0-9]{2,}|[2-9][0-9]{2,}) (of|in) (the )?100\b/);
  });

  it('signed out: the rules and odds are public; play goes to sign in', async () => {
    const { user, router } = renderApp('/guess-number', { user: null });
    await user.click(await screen.findByRole('link', { name: 'Sign in to play' }));
    await screen.findByRole('heading', { name: /sign in/i });
    expect(router.state.location.search).toEqual({ redirect: '/guess-number' });
  });

  it('unverified: the verify notice, and no round can start', async () => {
    renderApp('/guess-number', { user: unverifiedUser });
    expect(await screen.findByRole('button', { name: 'Resend verification e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start round' })).toBeDisabled();
  });
});
