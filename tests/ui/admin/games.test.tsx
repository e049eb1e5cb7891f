import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TrpcFixtureError } from '#kit/mocks/trpc-msw';
import { callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const GAME_NAMES = ['Spin & Win', 'Guess the Number', 'Flip & Win', 'Daily Scratch Card', 'Daily Login'];

/** A game's card (a region named by its heading). */
function card(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

async function openGames(options: Parameters<typeof renderAdmin>[2] = {}) {
  const view = renderAdmin(server, '/games', options);
  await screen.findByRole('region', { name: 'Spin & Win' });
  return view;
}

function expectedPayout(game: HTMLElement): string {
  return within(game).getByTestId('expected-payout').textContent ?? '';
}

/** The chance column of a segment table, as shown ("13%"). */
function chances(game: HTMLElement): string[] {
  return within(game)
    .getAllByTestId('chance')
    .map((cell) => (cell.textContent ?? '').replace(/^.*chance: /, ''));
}

async function replace(user: ReturnType<typeof renderAdmin>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

function successToast(): HTMLElement {
  return screen.getByRole('status');
}

function errorToast(): HTMLElement {
  const region = screen.getAllByRole('alert').find((candidate) => !candidate.closest('[role="dialog"]'));
  if (!region) throw new Error('No toast region');
  return region;
}

describe('Games tab', () => {
  it('lists the five games in site order with status, budget, limits, settings version, expected payout and today’s numbers', async () => {
    await openGames();
    expect(screen.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toContain('Games');
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(GAME_NAMES);

    const spin = card('Spin & Win');
    expect(within(spin).getByText('On', { selector: 'span.rounded-full' })).toBeInTheDocument();
    expect(within(spin).getByRole('switch', { name: 'Spin & Win open to players' })).toHaveAttribute('aria-checked', 'true');
    expect(within(spin).getByLabelText('Daily payout budget (₹)')).toHaveValue('2000');
    expect(within(spin).getByLabelText('Spins per day')).toHaveValue('3');
    expect(within(spin).getByLabelText('Maximum spins per day (with share bonus)')).toHaveValue('5');
    expect(within(spin).getByTestId('settings-version')).toHaveTextContent(/^Settings version 3$/);
    expect(within(spin).getAllByTestId('segment-row')).toHaveLength(8);
    expect(within(spin).getByLabelText('Segment 2 label')).toHaveValue('₹0.50');
    expect(within(spin).getByLabelText('Segment 2 prize (₹)')).toHaveValue('0.50');
    expect(within(spin).getByLabelText('Segment 2 weight')).toHaveValue('30');
    expect(chances(spin)).toEqual(['13%', '30%', '13%', '15%', '13%', '10%', '3%', '3%']);
    expect(expectedPayout(spin)).toBe('₹0.95');
    expect(within(spin).getByTestId('top-prize')).toHaveTextContent('₹10');
    expect(within(spin).getByRole('heading', { name: 'Today · 15 Jun 2025 (IST)' })).toBeInTheDocument();
    expect(within(spin).getByText('1,284')).toBeInTheDocument();
    expect(within(spin).getByText('702')).toBeInTheDocument();
    expect(within(spin).getByText('₹1,184.50')).toBeInTheDocument();
    expect(within(spin).getByRole('progressbar', { name: 'Spin & Win paid today vs budget' })).toHaveAttribute('aria-valuetext', '₹1,184.50 of ₹2,000 (59%)');
    expect(within(spin).queryByTestId('budget-paused')).not.toBeInTheDocument();

    const guess = card('Guess the Number');
    expect(within(guess).getByLabelText('Prize for a right guess (₹)')).toHaveValue('10');
    expect(within(guess).getByLabelText('Attempts per round')).toHaveValue('3');
    expect(within(guess).getByLabelText('Lock after a round (hours)')).toHaveValue('24');
    // 3 halving guesses cover 7 of 100 numbers: 7% of ₹10.
    expect(expectedPayout(guess)).toBe('₹0.70');
    expect(within(guess).getByText('7%')).toBeInTheDocument();
    expect(within(guess).getByText('Reserved')).toBeInTheDocument();
    expect(within(guess).getByText('₹20')).toBeInTheDocument();

    const flip = card('Flip & Win');
    expect(within(flip).getByLabelText('Prize for a right call (₹)')).toHaveValue('2');
    expect(within(flip).getByLabelText('Lock between flips (hours)')).toHaveValue('24');
    expect(expectedPayout(flip)).toBe('₹1');

    const scratch = card('Daily Scratch Card');
    expect(within(scratch).getAllByTestId('outcome-row')).toHaveLength(5);
    expect(within(scratch).getByLabelText('Outcome 5 prize (₹)')).toHaveValue('50');
    expect(expectedPayout(scratch)).toBe('₹1.65');
    expect(within(scratch).getByTestId('top-prize')).toHaveTextContent('₹50');

    const login = card('Daily Login');
    expect(within(login).queryByLabelText('Daily payout budget (₹)')).not.toBeInTheDocument();
    expect(within(login).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(login).getByLabelText('Day 1 amount (₹)')).toHaveValue('1');
    expect(within(login).getByLabelText('Day 30 amount (₹)')).toHaveValue('20');
    // (29 × ₹1 + ₹20) / 30.
    expect(expectedPayout(login)).toBe('₹1.63');
    expect(within(login).getByText('Claims')).toBeInTheDocument();
    expect(within(login).getByText('₹660')).toBeInTheDocument();
  });

  it('recomputes each segment’s chance and the expected payout live while a weight is edited, and Discard brings the saved table back', async () => {
    const { user, state } = await openGames();
    const spin = card('Spin & Win');
    expect(within(spin).getByText('From the saved table, as the server computes it.')).toBeInTheDocument();

    await replace(user, within(spin).getByLabelText('Segment 1 weight'), '113');
    // Total weight 200: segment 1 is 113/200, the others halve; 9,500 paise of prizes over 200.
    expect(chances(spin)).toEqual(['56.5%', '15%', '6.5%', '7.5%', '6.5%', '5%', '1.5%', '1.5%']);
    expect(expectedPayout(spin)).toBe('₹0.48');
    expect(within(spin).getByText('Preview of your unsaved changes.')).toBeInTheDocument();
    expect(within(spin).getByText('Unsaved changes')).toBeInTheDocument();
    expect(within(spin).getByTestId('settings-version')).toHaveTextContent('Settings version 3 → saving creates version 4');

    // A prize change moves the payout but not the chances.
    await replace(user, within(spin).getByLabelText('Segment 8 prize (₹)'), '25');
    expect(expectedPayout(spin)).toBe('₹0.70');
    expect(within(spin).getByTestId('top-prize')).toHaveTextContent('₹25');
    expect(chances(spin)[7]).toBe('1.5%');

    // While a weight cannot be read, nothing is guessed.
    await user.clear(within(spin).getByLabelText('Segment 1 weight'));
    expect(chances(spin)).toEqual(Array(8).fill('—'));
    expect(expectedPayout(spin)).toBe('—');

    await user.click(within(spin).getByRole('button', { name: 'Discard changes' }));
    expect(within(spin).getByLabelText('Segment 1 weight')).toHaveValue('13');
    expect(expectedPayout(spin)).toBe('₹0.95');
    expect(chances(spin)[0]).toBe('13%');
    expect(within(spin).getByRole('button', { name: 'Save changes to Spin & Win' })).toHaveFocus();
    expect(callsTo(state, 'games.update')).toHaveLength(0);
  });

  it('refuses a wheel with 7 or 9 segments with the server’s message, without calling it', async () => {
    const { user, state } = await openGames();
    const spin = card('Spin & Win');
    const save = within(spin).getByRole('button', { name: 'Save changes to Spin & Win' });

    await user.click(within(spin).getByRole('button', { name: 'Remove segment 8' }));
    expect(within(spin).getAllByTestId('segment-row')).toHaveLength(7);
    expect(within(spin).getByText(/^7 segments · the wheel has exactly 8/)).toBeInTheDocument();
    await user.click(save);
    expect(await within(spin).findByText('The wheel has exactly 8 segments')).toBeInTheDocument();
    expect(within(spin).getByText('Fix the highlighted fields before saving.')).toBeInTheDocument();

    await user.click(within(spin).getByRole('button', { name: 'Add segment' }));
    await user.click(within(spin).getByRole('button', { name: 'Add segment' }));
    expect(within(spin).getAllByTestId('segment-row')).toHaveLength(9);
    expect(within(spin).getByLabelText('Segment 9 label')).toHaveValue('');
    await user.type(within(spin).getByLabelText('Segment 8 label'), 'Jackpot');
    await user.type(within(spin).getByLabelText('Segment 9 label'), 'Extra');
    await user.click(save);
    expect(within(spin).getByText('The wheel has exactly 8 segments')).toBeInTheDocument();
    // The table as a whole is what is wrong: focus goes to it, and it names the error.
    expect(within(spin).getByRole('group', { name: 'Prize table' })).toHaveFocus();
    expect(within(spin).getByRole('group', { name: 'Prize table' })).toHaveAccessibleDescription(/The wheel has exactly 8 segments/);

    // Back to 8: the message goes and the save goes through.
    await user.click(within(spin).getByRole('button', { name: 'Remove segment 9' }));
    expect(within(spin).queryByText('The wheel has exactly 8 segments')).not.toBeInTheDocument();
    expect(callsTo(state, 'games.update')).toHaveLength(0);
  });

  it('refuses a zero, negative or fractional weight, an empty label and a negative prize, and focuses the first', async () => {
    const { user, state } = await openGames();
    const spin = card('Spin & Win');
    const save = within(spin).getByRole('button', { name: 'Save changes to Spin & Win' });
    const weight = within(spin).getByLabelText('Segment 3 weight');

    for (const bad of ['0', '-2', '2.5', 'ten']) {
      await replace(user, weight, bad);
      await user.click(save);
      expect(weight).toHaveAttribute('aria-invalid', 'true');
      expect(weight).toHaveAccessibleDescription('Weight must be a positive whole number');
      expect(weight).toHaveFocus();
    }

    await replace(user, weight, '7');
    expect(weight).not.toHaveAttribute('aria-invalid');
    await user.clear(within(spin).getByLabelText('Segment 4 label'));
    await replace(user, within(spin).getByLabelText('Segment 6 prize (₹)'), '-1');
    await replace(user, within(spin).getByLabelText('Segment 7 prize (₹)'), '1.234');
    await user.click(save);
    expect(within(spin).getByLabelText('Segment 4 label')).toHaveAccessibleDescription('Label is required');
    expect(within(spin).getByLabelText('Segment 4 label')).toHaveFocus();
    expect(within(spin).getByLabelText('Segment 6 prize (₹)')).toHaveAccessibleDescription('Prize must be 0 or more');
    expect(within(spin).getByLabelText('Segment 7 prize (₹)')).toHaveAccessibleDescription('Prize must have at most 2 decimals');
    expect(callsTo(state, 'games.update')).toHaveLength(0);
  });

  it('sends exact paise for rupees typed with decimals and commas, after confirming the new settings version', async () => {
    const { user, state } = await openGames();
    const spin = card('Spin & Win');
    await replace(user, within(spin).getByLabelText('Daily payout budget (₹)'), '2,500.75');
    await replace(user, within(spin).getByLabelText('Segment 2 prize (₹)'), '0.29');
    await replace(user, within(spin).getByLabelText('Segment 2 label'), '  Lucky 29p  ');
    await replace(user, within(spin).getByLabelText('Segment 8 prize (₹)'), '12.5');
    await replace(user, within(spin).getByLabelText('Spins per day'), '4');
    await user.click(within(spin).getByRole('button', { name: 'Save changes to Spin & Win' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save settings version 4?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save version 4' }));

    expect(await within(successToast()).findByText('Game settings saved — new settings version 4')).toBeInTheDocument();
    expect(callsTo(state, 'games.update')).toEqual([
      {
        game: 'spin',
        enabled: true,
        dailyBudgetPaise: 250_075,
        limits: { spinsPerDay: 4, maxSpinsPerDay: 5 },
        table: {
          segments: [
            { label: 'Try Again', prizePaise: 0, weight: 13 },
            { label: 'Lucky 29p', prizePaise: 29, weight: 30 },
            { label: 'Try Again', prizePaise: 0, weight: 13 },
            { label: '₹1', prizePaise: 100, weight: 15 },
            { label: 'Try Again', prizePaise: 0, weight: 13 },
            { label: '₹2', prizePaise: 200, weight: 10 },
            { label: '₹5', prizePaise: 500, weight: 3 },
            { label: '₹10', prizePaise: 1250, weight: 3 },
          ],
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The card now shows the server's settings and numbers: (29×30 + 100×15 + 200×10 + 500×3 + 1250×3) / 100.
    await waitFor(() => expect(within(spin).getByTestId('settings-version')).toHaveTextContent(/^Settings version 4$/));
    expect(within(spin).getByLabelText('Daily payout budget (₹)')).toHaveValue('2500.75');
    expect(within(spin).getByLabelText('Segment 2 label')).toHaveValue('Lucky 29p');
    expect(expectedPayout(spin)).toBe('₹0.96');
    expect(within(spin).getByText('From the saved table, as the server computes it.')).toBeInTheDocument();
    expect(within(spin).queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(within(spin).getByRole('button', { name: 'Save changes to Spin & Win' })).toHaveFocus();
  });

  it('switches a game off and saves without a table confirmation; the card then shows it off', async () => {
    const { user, state } = await openGames();
    const guess = card('Guess the Number');
    const toggle = within(guess).getByRole('switch', { name: 'Guess the Number open to players' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(within(guess).getByText('Saving switches Guess the Number off.')).toBeInTheDocument();
    await user.click(within(guess).getByRole('button', { name: 'Save changes to Guess the Number' }));

    expect(await within(successToast()).findByText('Game settings saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(state, 'games.update')).toEqual([{ game: 'guess', enabled: false, dailyBudgetPaise: 100_000, table: { prizePaise: 1000 }, limits: { attempts: 3, lockHours: 24 } }]);
    await waitFor(() => expect(within(guess).getByText('Off', { selector: 'span.rounded-full' })).toBeInTheDocument());
    expect(within(guess).getByTestId('settings-version')).toHaveTextContent(/^Settings version 1$/);
    expect(within(guess).queryByText('Saving switches Guess the Number off.')).not.toBeInTheDocument();
    expect(state.games.find((game) => game.game === 'guess')?.enabled).toBe(false);
  });

  it('a changed limit alone is a new settings version too: Guess the Number’s attempts ask first, then save version 2', async () => {
    const { user, state } = await openGames();
    const guess = card('Guess the Number');
    await replace(user, within(guess).getByLabelText('Attempts per round'), '10');
    expect(within(guess).getByTestId('settings-version')).toHaveTextContent('Settings version 1 → saving creates version 2');
    await user.click(within(guess).getByRole('button', { name: 'Save changes to Guess the Number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save settings version 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save version 2' }));
    expect(await within(successToast()).findByText('Game settings saved — new settings version 2')).toBeInTheDocument();
    expect(callsTo(state, 'games.update')).toEqual([{ game: 'guess', enabled: true, dailyBudgetPaise: 100_000, table: { prizePaise: 1000 }, limits: { attempts: 10, lockHours: 24 } }]);
    await waitFor(() => expect(within(guess).getByTestId('settings-version')).toHaveTextContent(/^Settings version 2$/));
  });

  it('says a game is paused when paid + reserved + top prize exceed the budget, and raising the budget reopens it', async () => {
    const { user } = await openGames({
      overrides: (fixtures) => {
        // ₹1,990 paid + ₹10 top prize fits ₹2,000 exactly: Spin & Win stays open.
        fixtures.games.find((game) => game.game === 'spin')!.today.paidPaise = 199_000;
        return {};
      },
    });
    // Flip & Win: ₹1,000 paid of ₹1,000, and a ₹2 prize no longer fits.
    const flip = card('Flip & Win');
    expect(within(flip).getByText('Paused: budget used up', { selector: 'span' })).toBeInTheDocument();
    expect(within(flip).getByTestId('budget-paused')).toHaveTextContent('Paid ₹1,000 + top prize ₹2 is more than today’s budget of ₹1,000');
    expect(screen.getByRole('link', { name: 'Flip & Win (paused: budget used up)' })).toBeInTheDocument();

    const spin = card('Spin & Win');
    expect(within(spin).queryByTestId('budget-paused')).not.toBeInTheDocument();
    expect(within(spin).getByText('On', { selector: 'span.rounded-full' })).toBeInTheDocument();

    await replace(user, within(flip).getByLabelText('Daily payout budget (₹)'), '1500');
    await user.click(within(flip).getByRole('button', { name: 'Save changes to Flip & Win' }));
    expect(await within(successToast()).findByText('Game settings saved')).toBeInTheDocument();
    await waitFor(() => expect(within(flip).queryByTestId('budget-paused')).not.toBeInTheDocument());
    expect(within(flip).getByText('On', { selector: 'span.rounded-full' })).toBeInTheDocument();
    expect(within(flip).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '₹1,000 of ₹1,500 (67%)');
  });

  it('asks before saving a changed prize table: Cancel sends nothing and keeps the edit, confirming saves it', async () => {
    const { user, state } = await openGames();
    const scratch = card('Daily Scratch Card');
    const save = within(scratch).getByRole('button', { name: 'Save changes to Daily Scratch Card' });
    await user.click(within(scratch).getByRole('button', { name: 'Add outcome' }));
    await user.type(within(scratch).getByLabelText('Outcome 6 label'), '₹100');
    await replace(user, within(scratch).getByLabelText('Outcome 6 prize (₹)'), '100');
    await user.click(save);

    let dialog = await screen.findByRole('dialog', { name: 'Save settings version 2?' });
    expect(dialog).toHaveAccessibleDescription('Plays already made and rounds in progress keep their settings; new plays use version 2.');
    // ₹1.65 → (165×100 + 10,000×1) / 101 paise.
    expect(within(dialog).getByText('₹1.65 → ₹2.62')).toBeInTheDocument();
    expect(within(dialog).getByText('₹50 → ₹100')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save version 2' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(save).toHaveFocus();
    expect(within(scratch).getByLabelText('Outcome 6 label')).toHaveValue('₹100');
    expect(callsTo(state, 'games.update')).toHaveLength(0);

    await user.click(save);
    dialog = await screen.findByRole('dialog', { name: 'Save settings version 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save version 2' }));
    expect(await within(successToast()).findByText('Game settings saved — new settings version 2')).toBeInTheDocument();
    expect(callsTo(state, 'games.update')).toHaveLength(1);
    await waitFor(() => expect(within(scratch).getByTestId('settings-version')).toHaveTextContent(/^Settings version 2$/));
    expect(within(scratch).getAllByTestId('outcome-row')).toHaveLength(6);

    // A budget-only change keeps the settings version: no question asked.
    await replace(user, within(scratch).getByLabelText('Daily payout budget (₹)'), '1000');
    await user.click(save);
    expect(await within(successToast()).findByText('Game settings saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(state, 'games.update')).toHaveLength(2);
    expect(within(scratch).getByTestId('settings-version')).toHaveTextContent(/^Settings version 2$/);
  });

  it('shows the server’s refusal, or “Failed to update game” when the server fails, and keeps the edits', async () => {
    let failure: TrpcFixtureError = new TrpcFixtureError('CONFLICT', 'Another admin changed Flip & Win a moment ago. Reload to see their settings.');
    const { user } = await openGames({
      overrides: () => ({
        'games.update': () => {
          throw failure;
        },
      }),
    });
    const flip = card('Flip & Win');
    // A changed lock is a new settings version, confirmed first.
    const saveConfirmed = async () => {
      await user.click(within(flip).getByRole('button', { name: 'Save changes to Flip & Win' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Save settings version 3?' })).getByRole('button', { name: 'Save version 3' }));
    };
    await replace(user, within(flip).getByLabelText('Lock between flips (hours)'), '12');
    await saveConfirmed();
    expect(await within(errorToast()).findByText('Another admin changed Flip & Win a moment ago. Reload to see their settings.')).toBeInTheDocument();
    expect(within(flip).getByTestId('game-form-message')).toHaveTextContent('Another admin changed Flip & Win a moment ago. Reload to see their settings.');
    expect(within(flip).getByLabelText('Lock between flips (hours)')).toHaveValue('12');

    failure = new TrpcFixtureError('INTERNAL_SERVER_ERROR', 'connection reset by peer');
    await saveConfirmed();
    expect(await within(errorToast()).findByText('Failed to update game')).toBeInTheDocument();
    expect(within(flip).getByTestId('game-form-message')).toHaveTextContent('Failed to update game');
    expect(within(flip).getByLabelText('Lock between flips (hours)')).toHaveValue('12');
  });

  it('fills Daily Login days 1–29 with one amount and saves the 30 days in paise (no budget is asked for)', async () => {
    const { user, state } = await openGames();
    const login = card('Daily Login');
    const fill = within(login).getByLabelText('Fill days 1–29 with ₹');
    await user.type(fill, '-1');
    await user.click(within(login).getByRole('button', { name: 'Fill days 1–29' }));
    expect(fill).toHaveAccessibleDescription('Prize must be 0 or more');
    expect(within(login).getByLabelText('Day 5 amount (₹)')).toHaveValue('1');

    await replace(user, fill, '1.5');
    await user.click(within(login).getByRole('button', { name: 'Fill days 1–29' }));
    expect(within(login).getByLabelText('Day 1 amount (₹)')).toHaveValue('1.5');
    expect(within(login).getByLabelText('Day 29 amount (₹)')).toHaveValue('1.5');
    expect(within(login).getByLabelText('Day 30 amount (₹)')).toHaveValue('20');
    await replace(user, within(login).getByLabelText('Day 30 amount (₹)'), '25');
    // (29 × ₹1.50 + ₹25) / 30 = ₹2.2833…
    expect(expectedPayout(login)).toBe('₹2.28');

    await user.click(within(login).getByRole('button', { name: 'Save changes to Daily Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save settings version 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save version 2' }));
    expect(await within(successToast()).findByText('Game settings saved — new settings version 2')).toBeInTheDocument();
    expect(callsTo(state, 'games.update')).toEqual([{ game: 'daily-login', enabled: true, dailyBudgetPaise: 0, limits: {}, table: { days: [...Array(29).fill(150), 2500] } }]);
  });

  it('checks limits the way the server does', async () => {
    const { user, state } = await openGames();
    const spin = card('Spin & Win');
    await replace(user, within(spin).getByLabelText('Spins per day'), '6');
    await user.click(within(spin).getByRole('button', { name: 'Save changes to Spin & Win' }));
    expect(within(spin).getByLabelText('Maximum spins per day (with share bonus)')).toHaveAccessibleDescription(/Maximum spins per day must be at least the spins per day/);

    const guess = card('Guess the Number');
    await replace(user, within(guess).getByLabelText('Attempts per round'), '11');
    await replace(user, within(guess).getByLabelText('Lock after a round (hours)'), '1.5');
    await user.click(within(guess).getByRole('button', { name: 'Save changes to Guess the Number' }));
    expect(within(guess).getByLabelText('Attempts per round')).toHaveAccessibleDescription('Attempts must be at most 10');
    expect(within(guess).getByLabelText('Lock after a round (hours)')).toHaveAccessibleDescription('Lock must be a whole number of hours');
    expect(expectedPayout(guess)).toBe('—');
    expect(callsTo(state, 'games.update')).toHaveLength(0);
  });

  it('shows loading, then an error with a retry, and an empty state', async () => {
    let fail = true;
    const { user } = renderAdmin(server, '/games', {
      overrides: () => ({
        'games.list': () => {
          if (fail) throw new TrpcFixtureError('INTERNAL_SERVER_ERROR', 'database unavailable');
          return [];
        },
      }),
    });
    expect(await screen.findByText('Loading games…')).toBeInTheDocument();
    expect(await screen.findByText('Could not load the games.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No games are set up yet')).toBeInTheDocument();
  });

});
