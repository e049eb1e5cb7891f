import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_CLIENT_SEED, FIXTURE_SERVER_SEED, FIXTURE_SERVER_SEED_HASH, type FixturePlay } from '../../../src/mocks/fixtures/games-fixtures';
import { notifications, renderApp } from './render-app';

beforeAll(async () => {
  // Node 20 gives jsdom tests Web Crypto on globalThis; fall back to node:crypto's if a runtime does not.
  if (!globalThis.crypto?.subtle) {
    const { webcrypto } = await import('node:crypto');
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  }
});

const SPIN_WEIGHTS = '13,30,13,15,13,10,3,3';
const SPIN_TABLE = {
  segments: [
    { label: 'Try Again', prizePaise: 0, weight: 13 },
    { label: '₹0.50', prizePaise: 50, weight: 30 },
    { label: 'Try Again', prizePaise: 0, weight: 13 },
    { label: '₹1', prizePaise: 100, weight: 15 },
    { label: 'Try Again', prizePaise: 0, weight: 13 },
    { label: '₹2', prizePaise: 200, weight: 10 },
    { label: '₹5', prizePaise: 500, weight: 3 },
    { label: '₹10', prizePaise: 1000, weight: 3 },
  ],
};

function play(overrides: Partial<FixturePlay> & Pick<FixturePlay, 'outcome'>): FixturePlay {
  return {
    id: crypto.randomUUID(),
    game: 'spin',
    prizePaise: 0,
    createdAt: new Date('2025-11-02T06:30:00.000Z'),
    proof: { serverSeedHash: FIXTURE_SERVER_SEED_HASH, clientSeed: FIXTURE_CLIENT_SEED, nonce: 0, settingsVersion: 1 },
    table: SPIN_TABLE,
    limits: { spinsPerDay: 3, maxSpinsPerDay: 5 },
    revealedServerSeed: FIXTURE_SERVER_SEED,
    ...overrides,
  };
}

async function openVerifier(options: Parameters<typeof renderApp>[1] = { user: null }) {
  const view = renderApp('/fairness', options);
  const form = within(await screen.findByRole('form', { name: 'Verifier' }));
  const game = form.getByLabelText('Game');
  const compute = async (input: { seed?: string; client?: string; nonce: string; game: string; weights?: string }) => {
    const { user } = view;
    for (const [label, value] of [
      ['Server seed (hex)', input.seed ?? FIXTURE_SERVER_SEED],
      ['Client seed', input.client ?? FIXTURE_CLIENT_SEED],
      ['Nonce', input.nonce],
    ] as const) {
      await user.clear(form.getByLabelText(label));
      await user.click(form.getByLabelText(label));
      await user.paste(value);
    }
    await user.selectOptions(game, input.game);
    if (input.weights !== undefined) {
      await user.clear(form.getByLabelText('Weights (comma separated)'));
      await user.click(form.getByLabelText('Weights (comma separated)'));
      await user.paste(input.weights);
    }
    await user.click(form.getByRole('button', { name: /Compute outcome|Computing…/ }));
  };
  return { ...view, form, compute };
}

describe('/fairness', () => {
  it('explains the scheme in plain words, and a visitor can use the verifier (no sign-in, no calls for seeds)', async () => {
    const { callsTo, calls } = await openVerifier();
    expect(screen.getByRole('heading', { level: 1, name: 'Provably fair' })).toBeInTheDocument();
    const scheme = within(screen.getByRole('region', { name: 'How it works' }));
    expect(scheme.getByText(/We commit first\./)).toBeInTheDocument();
    expect(scheme.getByText(/rejection sampling/)).toBeInTheDocument();
    expect(await within(screen.getByRole('main')).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?redirect=%2Ffairness');
    expect(callsTo('fairness.commitment')).toHaveLength(0);
    expect(calls.filter((call) => call.path.startsWith('fairness.'))).toHaveLength(0);
    expect(document.title).toBe('Provably fair · Honest Rewards');
  });

  it.each([
    { game: 'spin', weights: SPIN_WEIGHTS, nonces: ['index 1', 'index 0', 'index 3'] },
    { game: 'scratch', weights: '60,25,10,4,1', nonces: ['index 0', 'index 0', 'index 0'] },
    { game: 'flip', weights: undefined, nonces: ['TAIL', 'TAIL', 'HEAD'] },
    { game: 'guess', weights: undefined, nonces: ['secret number 40', 'secret number 8', 'secret number 57'] },
  ])('computes the documented test vectors in the browser: $game', async ({ game, weights, nonces }) => {
    const { compute } = await openVerifier();
    for (const [nonce, expected] of nonces.entries()) {
      await compute({ nonce: String(nonce), game, weights });
      expect(await screen.findByTestId('verifier-outcome')).toHaveTextContent(expected);
      expect(screen.getByTestId('verifier-hash')).toHaveTextContent(FIXTURE_SERVER_SEED_HASH);
    }
  });

  it('checks its inputs: seed, client seed, nonce and weights', async () => {
    const { compute, form } = await openVerifier();
    await compute({ seed: 'abc', client: 'bad seed!', nonce: '-1', game: 'spin', weights: '13,x,3' });
    expect(form.getByLabelText('Server seed (hex)')).toHaveAccessibleDescription('Enter the revealed server seed: 64 hexadecimal characters');
    expect(form.getByLabelText('Client seed')).toHaveAccessibleDescription('Client seed may contain letters, digits, - and _ only');
    expect(form.getByLabelText('Nonce')).toHaveAccessibleDescription('Enter the nonce: a whole number from 0');
    expect(form.getByLabelText('Weights (comma separated)')).toHaveAccessibleDescription(/Enter the weights as whole numbers above 0/);
    expect(screen.queryByTestId('verifier-outcome')).not.toBeInTheDocument();
  });

  it('shows the commitment and changes the client seed (letters, digits, - and _, up to 64)', async () => {
    const { user, callsTo } = renderApp('/fairness');
    const seedCard = within(await screen.findByRole('region', { name: 'Your seed' }));
    expect(await seedCard.findByText(FIXTURE_SERVER_SEED_HASH)).toBeInTheDocument();
    const field = seedCard.getByLabelText('Client seed');
    expect(field).toHaveValue(FIXTURE_CLIENT_SEED);
    const save = seedCard.getByRole('button', { name: 'Save client seed' });
    expect(save).toBeDisabled();

    await user.clear(field);
    await user.type(field, 'not allowed!');
    await user.click(save);
    expect(field).toHaveAccessibleDescription(/Client seed may contain letters, digits, - and _ only/);
    await user.clear(field);
    await user.type(field, 'x'.repeat(65));
    await user.click(save);
    expect(field).toHaveAccessibleDescription(/Client seed must be at most 64 characters/);
    expect(callsTo('fairness.setClientSeed')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'my-lucky_seed-7');
    await user.click(save);
    expect(await notifications().findByText('Client seed saved. Your next plays use it.')).toBeInTheDocument();
    expect(callsTo('fairness.setClientSeed')).toEqual([{ clientSeed: 'my-lucky_seed-7' }]);
    expect(field).toHaveValue('my-lucky_seed-7');
  });

  it('lists plays with their proofs; Reveal my seed shows the seed and a new commitment, then Verify recomputes the play: ✓ match', async () => {
    const { user, procedures } = renderApp('/fairness');
    const playsCard = within(await screen.findByRole('region', { name: 'Your plays' }));
    expect(await playsCard.findByText(/No plays yet/)).toBeInTheDocument();

    // A real play through the fixture server (nonce 2 after two spins → HEAD for the flip).
    await act(async () => {
      await procedures['games.spin']!({});
      await procedures['games.spin']!({});
      await procedures['games.flip']!({ side: 'HEAD' });
    });
    await user.click(screen.getByRole('button', { name: 'Reveal my seed' }));
    const revealed = within(await screen.findByLabelText('Revealed seed'));
    expect(revealed.getByText(FIXTURE_SERVER_SEED)).toBeInTheDocument();
    expect(revealed.getByText('Its commitment (the hash shown before those plays)').nextElementSibling).toHaveTextContent(FIXTURE_SERVER_SEED_HASH);
    const fresh = revealed.getByText('New commitment').nextElementSibling!.textContent!;
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh).not.toBe(FIXTURE_SERVER_SEED_HASH);
    const current = within(screen.getByRole('region', { name: 'Your seed' })).getByText('Current commitment (SHA-256 of your server seed)');
    await vi.waitFor(() => expect(current.nextElementSibling).toHaveTextContent(fresh));

    const flipRow = within(await playsCard.findByRole('listitem', { name: 'Flip & Win, nonce 2' }));
    expect(flipRow.getByText('Outcome: HEAD')).toBeInTheDocument();
    expect(flipRow.getByText('+₹2')).toBeInTheDocument();
    expect(flipRow.getByText(`${FIXTURE_CLIENT_SEED} · 2 · v1`)).toBeInTheDocument();
    await user.click(flipRow.getByRole('button', { name: 'Verify' }));
    expect(await flipRow.findByText(/✓ match — recomputed outcome: HEAD/)).toBeInTheDocument();
    expect(flipRow.getByText(/equals the commitment/)).toHaveTextContent(FIXTURE_SERVER_SEED_HASH);

    const spinRow = within(playsCard.getByRole('listitem', { name: 'Spin & Win, nonce 0' }));
    expect(spinRow.getByText('Outcome: ₹0.50 (index 1)')).toBeInTheDocument();
    await user.click(spinRow.getByRole('button', { name: 'Verify' }));
    expect(await spinRow.findByText(/✓ match — recomputed outcome: ₹0.50 \(index 1\)/)).toBeInTheDocument();
  });

  it('a play whose stored outcome does not follow from its seed shows ✗ mismatch; an unrevealed one cannot be verified yet', async () => {
    const { user } = renderApp('/fairness', {
      games: {
        plays: [
          play({ outcome: { game: 'spin', index: 6 }, prizePaise: 500, proof: { serverSeedHash: FIXTURE_SERVER_SEED_HASH, clientSeed: FIXTURE_CLIENT_SEED, nonce: 1, settingsVersion: 1 } }),
          play({ game: 'flip', outcome: { game: 'flip', side: 'TAIL', chosen: 'HEAD' }, table: { prizePaise: 200 }, limits: { lockHours: 24 }, revealedServerSeed: null, proof: { serverSeedHash: 'f'.repeat(64), clientSeed: 'abc', nonce: 0, settingsVersion: 1 } }),
        ],
      },
    });
    const playsCard = within(await screen.findByRole('region', { name: 'Your plays' }));
    const tampered = within(await playsCard.findByRole('listitem', { name: 'Spin & Win, nonce 1' }));
    await user.click(tampered.getByRole('button', { name: 'Verify' }));
    expect(await tampered.findByText(/✗ mismatch — recomputed outcome: Try Again \(index 0\)/)).toBeInTheDocument();
    expect(tampered.getByText(/equals the commitment/)).toBeInTheDocument();
    const hidden = within(playsCard.getByRole('listitem', { name: 'Flip & Win, nonce 0' }));
    expect(hidden.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(hidden.getByText('Reveal your seed above to verify this play.')).toBeInTheDocument();
  });

  it('each play shows the settings version it was played under, with that version’s limits and prizes', async () => {
    renderApp('/fairness', {
      games: {
        plays: [
          play({ game: 'guess', outcome: { game: 'guess', secret: 40 }, table: { prizePaise: 1000 }, limits: { attempts: 3, lockHours: 24 }, proof: { serverSeedHash: FIXTURE_SERVER_SEED_HASH, clientSeed: FIXTURE_CLIENT_SEED, nonce: 2, settingsVersion: 4 } }),
          play({ outcome: { game: 'spin', index: 1 }, limits: { spinsPerDay: 4, maxSpinsPerDay: 6 }, proof: { serverSeedHash: FIXTURE_SERVER_SEED_HASH, clientSeed: FIXTURE_CLIENT_SEED, nonce: 1, settingsVersion: 7 } }),
        ],
      },
    });
    const playsCard = within(await screen.findByRole('region', { name: 'Your plays' }));
    const round = within(await playsCard.findByRole('listitem', { name: 'Guess the Number, nonce 2' }));
    expect(round.getByText('Settings (version 4)')).toBeInTheDocument();
    expect(round.getByText(/^3 attempts a round, prize ₹10(\.00)?; the next round 24 h after one ends$/)).toBeInTheDocument();
    expect(round.getByText(`${FIXTURE_CLIENT_SEED} · 2 · v4`)).toBeInTheDocument();
    const wheel = within(playsCard.getByRole('listitem', { name: 'Spin & Win, nonce 1' }));
    expect(wheel.getByText('Settings (version 7)')).toBeInTheDocument();
    expect(wheel.getByText('4 spins a day, up to 6 with the share bonus')).toBeInTheDocument();
    expect(wheel.getByText(/^Try Again: ₹0 \(weight 13\) · ₹0\.50: ₹0\.50 \(weight 30\) · .* · ₹10: ₹10 \(weight 3\)$/)).toBeInTheDocument();
  });

  it('a Guess the Number round in progress is listed without its secret number or prize', async () => {
    renderApp('/fairness', { games: { guess: { round: { secret: 73 } } } });
    const playsCard = within(await screen.findByRole('region', { name: 'Your plays' }));
    const round = within(await playsCard.findByRole('listitem', { name: /^Guess the Number/ }));
    expect(round.getByText('Outcome: kept secret until this round or card is finished')).toBeInTheDocument();
    expect(round.getByText('In progress')).toBeInTheDocument();
    expect(round.queryByText(/secret number 73/)).not.toBeInTheDocument();
    expect(round.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });
});
