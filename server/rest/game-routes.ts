import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { flipLimitsSchema, GAMES, gameSchema, guessLimitsSchema, noLimitsSchema, rotateSeedOutputSchema, spinLimitsSchema, type Game, type PlayTable } from '#contract/games/schemas';
import { pageQuerySchema } from '#contract/shared-schemas';
import { ODDS_OUTCOMES } from '#contract/games/names';
import type { AdminCaller } from './caller';
import type { RestRoute } from './define-route';
import { paiseToRupees, rupees, rupeesToPaiseOrRaw } from './money';
import { unchecked } from './rest-body';
import { restRecord } from './rest-record';

const count = z.number().int();
const proofOut = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: count, settingsVersion: count.describe("The game's settings version (prize table and limits) the play was drawn under") });
const gameOut = z.enum(GAMES);
const coinSide = z.enum(['HEAD', 'TAIL']);
const limitsOut = z.union([spinLimitsSchema, guessLimitsSchema, flipLimitsSchema, noLimitsSchema]).describe("The game's limits: spins per day, guess attempts and lock hours, or flip lock hours");
/** A prize table as the documented paths speak it: wheel or card segments, a 30-day calendar, or one fixed prize. */
const tableOut = z.union([
  z.object({ segments: z.array(z.object({ label: z.string(), prize: rupees, weight: count })) }),
  z.object({ days: z.array(rupees) }),
  z.object({ prize: rupees }),
]);
const guessAttemptOut = z.object({ number: count, hint: z.enum(['higher', 'lower', 'correct']) });
const calendarOut = z.object({
  streak: count,
  claimedToday: z.boolean(),
  allClaimed: z.boolean(),
  nextClaimDay: count.nullable(),
  days: z.array(z.object({ day: count, state: z.enum(['next', 'claimed', 'upcoming']), mega: z.boolean(), amount: rupees })),
  nextResetAt: z.date(),
  streakWillReset: z.boolean(),
});
const gamesStateOut = z.object({
  nextResetAt: z.date(),
  player: z
    .object({
      commitment: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nextNonce: count }),
      spin: z.object({ spinsLeft: count, allowance: count, used: count, shareBonusUsed: z.boolean() }),
      guess: z.object({ round: z.object({ attempts: z.array(guessAttemptOut), attemptsLeft: count, proof: proofOut }).nullable(), lockedUntil: z.date().nullable() }),
      flip: z.object({ nextFlipAt: z.date().nullable() }),
      scratch: z.object({ today: z.enum(['none', 'issued', 'revealed']), prize: z.object({ index: count, prize: rupees }).nullable() }),
      dailyLogin: calendarOut,
    })
    .nullable()
    .describe('Null for a visitor'),
  games: z.array(
    z.object({
      game: gameOut,
      name: z.string(),
      enabled: z.boolean(),
      paused: z.boolean(),
      table: tableOut,
      limits: limitsOut,
      settingsVersion: count,
      // `outcome` names the row for a reader's language; `label` is its English (or the admin's segment label).
      odds: z.array(z.object({ label: z.string(), outcome: z.enum(ODDS_OUTCOMES), weight: count, probability: z.number(), prize: rupees })),
      expectedPayout: rupees,
      maxPrize: rupees,
    }),
  ),
});
const adminGameConfigOut = z.object({
  game: gameOut,
  enabled: z.boolean(),
  dailyBudget: rupees,
  segments: tableOut.options[0].shape.segments.optional(),
  days: tableOut.options[1].shape.days.optional(),
  prize: rupees.optional(),
  limits: limitsOut,
  settingsVersion: count,
  expectedPayout: rupees,
  today: z.object({ plays: count, wins: count, paid: rupees }),
});
const rotatedSeedOut = restRecord(rotateSeedOutputSchema.pick({ revealedServerSeed: true, serverSeedHash: true }));
const gameUpdateIn = z.object({
  enabled: z.boolean().optional(),
  dailyBudget: rupees.optional(),
  segments: tableOut.options[0].shape.segments.optional().describe('Spin (8 segments) and scratch (1–12)'),
  days: tableOut.options[1].shape.days.optional().describe('Daily login: 30 amounts'),
  prize: rupees.optional().describe('Guess and flip'),
  limits: limitsOut.optional(),
});

/** Prize tables in rupees, as the documented paths speak. */
function tableInRupees(table: PlayTable) {
  if ('segments' in table) return { segments: table.segments.map(({ label, prizePaise, weight }) => ({ label, prize: paiseToRupees(prizePaise), weight })) };
  if ('days' in table) return { days: table.days.map(paiseToRupees) };
  return { prize: paiseToRupees(table.prizePaise) };
}

function body(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

async function adminGame(caller: AdminCaller, game: Game) {
  const config = (await caller.games.list()).find((entry) => entry.game === game);
  if (!config) throw new TRPCError({ code: 'NOT_FOUND', message: 'Unknown game' });
  return config;
}

function gameParam(params: Record<string, string>): Game {
  const parsed = gameSchema.safeParse(params.game);
  if (!parsed.success) throw new TRPCError({ code: 'NOT_FOUND', message: 'Unknown game' });
  return parsed.data;
}

function adminGameOut(config: Awaited<ReturnType<typeof adminGame>>) {
  return {
    game: config.game,
    enabled: config.enabled,
    dailyBudget: paiseToRupees(config.dailyBudgetPaise),
    ...tableInRupees(config.table),
    limits: config.limits,
    settingsVersion: config.settingsVersion,
    expectedPayout: paiseToRupees(config.expectedPaise),
    today: { plays: config.today.plays, wins: config.today.wins, paid: paiseToRupees(config.today.paidPaise) },
  };
}

/** The games' documented REST paths (issue 4), over the same procedures the game pages call. */
export const gameRestRoutes: RestRoute[] = [
  {
    origin: 'public', method: 'GET', path: '/api/games', operationId: 'getGamesState', auth: 'none', summary: "Each game's rules, odds, budget state and, for a signed-in caller, their plays left, next reset and seed commitment",
    output: gamesStateOut,
    handle: async (caller) => {
      const state = await caller.games.state();
      const player = state.player && {
        ...state.player,
        scratch: { ...state.player.scratch, prize: state.player.scratch.prize && { index: state.player.scratch.prize.index, prize: paiseToRupees(state.player.scratch.prize.prizePaise) } },
        dailyLogin: { ...state.player.dailyLogin, days: state.player.dailyLogin.days.map(({ amountPaise, ...day }) => ({ ...day, amount: paiseToRupees(amountPaise) })) },
      };
      return {
        nextResetAt: state.nextResetAt,
        player,
        // Rupees throughout, like every documented path.
        games: state.games.map(({ expectedPaise, maxPrizePaise, odds, ...game }) => ({
          ...game,
          table: tableInRupees(game.table),
          odds: odds.map(({ prizePaise, ...odd }) => ({ ...odd, prize: paiseToRupees(prizePaise) })),
          expectedPayout: paiseToRupees(expectedPaise),
          maxPrize: paiseToRupees(maxPrizePaise),
        })),
      };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/games/spin', operationId: 'playSpin', auth: 'user', summary: 'Spin the wheel (optionally with a new client seed); the answer says where it stops',
    input: z.object({ clientSeed: z.string().optional() }), errors: { 409: 'Switched off, budget used up, or no spins left today' },
    output: z.object({ segmentIndex: count, label: z.string(), prize: rupees, balance: rupees, spinsLeft: count, proof: proofOut }),
    handle: async (caller, request) => {
      const result = await caller.games.spin(unchecked(body(request.body)));
      return { segmentIndex: result.segmentIndex, label: result.label, prize: paiseToRupees(result.prizePaise), balance: paiseToRupees(result.balancePaise), spinsLeft: result.spinsLeft, proof: result.proof };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/games/spin/share-bonus', operationId: 'claimShareBonus', auth: 'user', summary: 'One extra spin today for sharing (no proof asked)',
    output: z.object({ message: z.string(), spinsLeft: count }), errors: { 409: "Today's extra spin is already used" }, handle: (caller) => caller.games.shareBonus(),
  },
  {
    origin: 'public', method: 'POST', path: '/api/games/guess/start', operationId: 'startGuessRound', auth: 'user', summary: 'Start a Guess the Number round: the secret is drawn now under the published commitment',
    output: z.object({ attemptsLeft: count, prize: rupees, proof: proofOut }), errors: { 409: 'Switched off, budget used up, a round already open, or locked after the last round' },
    handle: async (caller) => {
      const result = await caller.games.startGuess();
      return { attemptsLeft: result.attemptsLeft, prize: paiseToRupees(result.prizePaise), proof: result.proof };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/games/guess', operationId: 'makeGuess', auth: 'user', summary: 'Guess a number 1–100; a true higher/lower hint, the prize on a right guess, the secret and seed when the round ends',
    input: z.object({ number: z.number().int() }), errors: { 409: 'No round open' },
    output: z.object({
      playId: z.string().describe('The play, for its check on /fairness?play=…'),
      hint: guessAttemptOut.shape.hint,
      message: z.string(),
      attempts: z.array(guessAttemptOut),
      attemptsLeft: count,
      status: z.enum(['active', 'won', 'lost']),
      secret: count.nullable().describe('Shown once the round is over'),
      revealedServerSeed: z.string().nullable(),
      lockedUntil: z.date().nullable(),
      proof: proofOut,
      prize: rupees,
      balance: rupees,
    }),
    handle: async (caller, request) => {
      const { prizePaise, balancePaise, ...result } = await caller.games.guess(unchecked(body(request.body)));
      return { ...result, prize: paiseToRupees(prizePaise), balance: paiseToRupees(balancePaise) };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/games/flip', operationId: 'flipCoin', auth: 'user', summary: 'Flip the coin on HEAD or TAIL (fair 50/50)',
    input: z.object({ side: coinSide }), errors: { 409: 'Switched off, budget used up, or locked until the next flip' },
    output: z.object({ playId: z.string(), side: coinSide, chosen: coinSide, won: z.boolean(), nextFlipAt: z.date(), proof: proofOut, prize: rupees, balance: rupees }),
    handle: async (caller, request) => {
      const { prizePaise, balancePaise, ...result } = await caller.games.flip(unchecked(body(request.body)));
      return { ...result, prize: paiseToRupees(prizePaise), balance: paiseToRupees(balancePaise) };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/games/scratch', operationId: 'scratchCard', auth: 'user', summary: "Issue today's scratch card (its outcome drawn now), or reveal it and credit the prize",
    errors: { 409: "Switched off, budget used up, or today's card already revealed" },
    output: z.object({
      status: z.enum(['issued', 'revealed']),
      proof: proofOut,
      nextCardAt: z.date(),
      playId: z.string().optional().describe('After the reveal: the play, for its check on /fairness?play=…'),
      prize: z.object({ index: count, label: z.string(), prize: rupees }).nullable().describe('Null until revealed'),
      balance: rupees.optional().describe('After the reveal'),
    }),
    handle: async (caller) => {
      const result = await caller.games.scratch();
      return {
        status: result.status,
        proof: result.proof,
        nextCardAt: result.nextCardAt,
        playId: result.status === 'revealed' ? result.playId : undefined,
        prize: result.prize ? { index: result.prize.index, label: result.prize.label, prize: paiseToRupees(result.prize.prizePaise) } : null,
        balance: 'balancePaise' in result && result.balancePaise !== undefined ? paiseToRupees(result.balancePaise) : undefined,
      };
    },
  },
  {
    origin: 'public', method: 'GET', path: '/api/daily-login', operationId: 'getDailyLoginCalendar', auth: 'user', summary: 'The 30-day calendar: streak, claimed and next days, amounts',
    output: calendarOut,
    handle: async (caller) => {
      const { player } = await caller.games.state();
      // The state is public (visitors see the games); the calendar is the caller's own.
      if (!player) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
      const calendar = player.dailyLogin;
      return { ...calendar, days: calendar.days.map(({ amountPaise, ...day }) => ({ ...day, amount: paiseToRupees(amountPaise) })) };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/daily-login/claim', operationId: 'claimDailyLogin', auth: 'user', summary: "Claim today's day of the calendar (once per IST day)",
    errors: { 409: "Today's reward is already claimed, or every reward is claimed" },
    output: z.object({ day: count, amount: rupees, balance: rupees, streak: count, allClaimed: z.boolean() }),
    handle: async (caller) => {
      const result = await caller.games.claimDailyLogin();
      return { day: result.day, amount: paiseToRupees(result.amountPaise), balance: paiseToRupees(result.balancePaise), streak: result.calendar.streak, allClaimed: result.calendar.allClaimed };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/fairness/rotate', operationId: 'rotateServerSeed', auth: 'user', summary: 'Reveal the current server seed (in hex) and publish the commitment of a new one',
    output: rotatedSeedOut.schema, errors: { 409: 'A Guess the Number round is open' },
    handle: async (caller) => rotatedSeedOut.toRest(await caller.fairness.rotate()),
  },
  {
    origin: 'public', method: 'GET', path: '/api/fairness/plays', operationId: 'listFairnessPlays', auth: 'user', summary: "The caller's plays with their proofs (the server seed once revealed; an open round's or unscratched card's outcome and prize are null until it is over)",
    input: pageQuerySchema,
    output: z.object({
      plays: z.array(
        z.object({
          id: z.string(),
          game: gameOut,
          open: z.boolean(),
          outcome: z.record(z.string(), z.unknown()).nullable().describe("The game's own outcome record; null while the play is open"),
          createdAt: z.date(),
          proof: proofOut,
          revealedServerSeed: z.string().nullable(),
          prize: rupees.nullable(),
          table: tableOut.describe('The prize table of the settings version the play was drawn under'),
          limits: limitsOut.describe('The limits of that settings version (a guess round is played by its attempts)'),
        }),
      ),
      total: count,
    }),
    handle: async (caller, request) => {
      const result = await caller.fairness.plays(unchecked(request.query));
      return { ...result, plays: result.plays.map(({ prizePaise, table, ...play }) => ({ ...play, prize: prizePaise === null ? null : paiseToRupees(prizePaise), table: tableInRupees(table) })) };
    },
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/games/{game}', operationId: 'getGameConfig', auth: 'admin', summary: "A game's settings, expected payout per play and today's plays, wins and payout",
    output: adminGameConfigOut, handle: async (caller, { params }) => adminGameOut(await adminGame(caller, gameParam(params))),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/games/{game}', operationId: 'updateGameConfig', auth: 'admin',
    summary: 'Change a game: { enabled, dailyBudget (₹), segments: [{ label, prize (₹), weight }] } for spin and scratch, { prize } for guess and flip, { days: [30 × ₹] } for daily-login, optional limits. A changed table or changed limits become a new settings version; plays and open guess rounds keep theirs.',
    input: gameUpdateIn, output: adminGameConfigOut,
    handle: async (caller, { params, body: raw }) => {
      const game = gameParam(params);
      const current = await adminGame(caller, game);
      const fields = body(raw);
      const table =
        game === 'spin' || game === 'scratch'
          ? {
              segments: Array.isArray(fields.segments)
                ? fields.segments.map((segment) => {
                    const { prize, ...rest } = body(segment);
                    return { ...rest, prizePaise: rupeesToPaiseOrRaw(prize) };
                  })
                : fields.segments,
            }
          : game === 'daily-login'
            ? { days: Array.isArray(fields.days) ? fields.days.map(rupeesToPaiseOrRaw) : fields.days }
            : { prizePaise: fields.prize === undefined ? ('prizePaise' in current.table ? current.table.prizePaise : undefined) : rupeesToPaiseOrRaw(fields.prize) };
      await caller.games.update(unchecked({
        game,
        enabled: fields.enabled ?? current.enabled,
        dailyBudgetPaise: fields.dailyBudget === undefined ? current.dailyBudgetPaise : rupeesToPaiseOrRaw(fields.dailyBudget),
        limits: fields.limits ?? current.limits,
        // A table left out of the body stays as it is (e.g. a PUT that only switches the game off).
        table: ((game === 'spin' || game === 'scratch') && fields.segments === undefined) || (game === 'daily-login' && fields.days === undefined) ? current.table : table,
      }));
      return adminGameOut(await adminGame(caller, game));
    },
  },
];
