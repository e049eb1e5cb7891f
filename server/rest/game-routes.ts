import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { gameSchema, type Game } from '../modules/games/schemas';
import { pageQuerySchema } from '../modules/shared-schemas';
import type { AdminCaller } from './caller';
import type { RestRoute } from './define-route';
import { paiseToRupees, rupeesToPaiseOrRaw } from './money';

const rupees = z.number().describe('Rupees, up to 2 decimals');
const proofOut = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int(), tableVersion: z.number().int() });
const anyObject = z.object({}).passthrough();

type PaiseTable = { segments?: Array<{ label: string; prizePaise: number; weight: number }>; prizePaise?: number; days?: number[] };

/** Prize tables in rupees, as the documented paths speak. */
function tableInRupees(table: unknown) {
  const paise = table as PaiseTable;
  if (paise.segments) return { segments: paise.segments.map(({ label, prizePaise, weight }) => ({ label, prize: paiseToRupees(prizePaise), weight })) };
  if (paise.days) return { days: paise.days.map(paiseToRupees) };
  return { prize: paiseToRupees(paise.prizePaise ?? 0) };
}

function body(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** REST bodies are checked by the procedure's own zod input; this only hands them over. */
function unchecked<T>(value: unknown): T {
  return value as T;
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
    tableVersion: config.tableVersion,
    expectedPayout: paiseToRupees(config.expectedPaise),
    today: { plays: config.today.plays, wins: config.today.wins, paid: paiseToRupees(config.today.paidPaise) },
  };
}

/** The games' documented REST paths (issue 4), over the same procedures the game pages call. */
export const gameRestRoutes: RestRoute[] = [
  {
    origin: 'public', method: 'GET', path: '/api/games', auth: 'none', summary: "Each game's rules, odds, budget state and, for a signed-in caller, their plays left, next reset and seed commitment",
    output: anyObject,
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
    origin: 'public', method: 'POST', path: '/api/games/spin', auth: 'user', summary: 'Spin the wheel (optionally with a new client seed); the answer says where it stops',
    input: z.object({ clientSeed: z.string().optional() }),
    output: z.object({ segmentIndex: z.number().int(), label: z.string(), prize: rupees, balance: rupees, spinsLeft: z.number().int(), proof: proofOut }),
    handle: async (caller, request) => {
      const result = await caller.games.spin(unchecked(body(request.body)));
      return { segmentIndex: result.segmentIndex, label: result.label, prize: paiseToRupees(result.prizePaise), balance: paiseToRupees(result.balancePaise), spinsLeft: result.spinsLeft, proof: result.proof };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/games/spin/share-bonus', auth: 'user', summary: 'One extra spin today for sharing (no proof asked)',
    output: z.object({ message: z.string(), spinsLeft: z.number().int() }), handle: (caller) => caller.games.shareBonus(),
  },
  {
    origin: 'public', method: 'POST', path: '/api/games/guess/start', auth: 'user', summary: 'Start a Guess the Number round: the secret is drawn now under the published commitment',
    output: z.object({ attemptsLeft: z.number().int(), prize: rupees, proof: proofOut }),
    handle: async (caller) => {
      const result = await caller.games.startGuess();
      return { attemptsLeft: result.attemptsLeft, prize: paiseToRupees(result.prizePaise), proof: result.proof };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/games/guess', auth: 'user', summary: 'Guess a number 1–100; a true higher/lower hint, the prize on a right guess, the secret and seed when the round ends',
    input: z.object({ number: z.number().int() }), output: anyObject,
    handle: async (caller, request) => {
      const { prizePaise, balancePaise, ...result } = await caller.games.guess(unchecked(body(request.body)));
      return { ...result, prize: paiseToRupees(prizePaise), balance: paiseToRupees(balancePaise) };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/games/flip', auth: 'user', summary: 'Flip the coin on HEAD or TAIL (fair 50/50)',
    input: z.object({ side: z.enum(['HEAD', 'TAIL']) }), output: anyObject,
    handle: async (caller, request) => {
      const { prizePaise, balancePaise, ...result } = await caller.games.flip(unchecked(body(request.body)));
      return { ...result, prize: paiseToRupees(prizePaise), balance: paiseToRupees(balancePaise) };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/games/scratch', auth: 'user', summary: "Issue today's scratch card (its outcome drawn now), or reveal it and credit the prize",
    output: anyObject,
    handle: async (caller) => {
      const result = await caller.games.scratch();
      return {
        status: result.status,
        proof: result.proof,
        nextCardAt: result.nextCardAt,
        prize: result.prize ? { index: result.prize.index, label: result.prize.label, prize: paiseToRupees(result.prize.prizePaise) } : null,
        balance: 'balancePaise' in result && result.balancePaise !== undefined ? paiseToRupees(result.balancePaise) : undefined,
      };
    },
  },
  {
    origin: 'public', method: 'GET', path: '/api/daily-login', auth: 'user', summary: 'The 30-day calendar: streak, claimed and next days, amounts',
    output: anyObject,
    handle: async (caller) => {
      const { player } = await caller.games.state();
      // The state is public (visitors see the games); the calendar is the caller's own.
      if (!player) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
      const calendar = player.dailyLogin;
      return { ...calendar, days: calendar.days.map(({ amountPaise, ...day }) => ({ ...day, amount: paiseToRupees(amountPaise) })) };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/daily-login/claim', auth: 'user', summary: "Claim today's day of the calendar (once per IST day)",
    output: anyObject,
    handle: async (caller) => {
      const result = await caller.games.claimDailyLogin();
      return { day: result.day, amount: paiseToRupees(result.amountPaise), balance: paiseToRupees(result.balancePaise), streak: result.calendar.streak, allClaimed: result.calendar.allClaimed };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/fairness/rotate', auth: 'user', summary: 'Reveal the current server seed (in hex) and publish the commitment of a new one',
    output: z.object({ revealedServerSeed: z.string(), serverSeedHash: z.string() }),
    handle: async (caller) => {
      const result = await caller.fairness.rotate();
      return { revealedServerSeed: result.revealedServerSeed, serverSeedHash: result.serverSeedHash };
    },
  },
  {
    origin: 'public', method: 'GET', path: '/api/fairness/plays', auth: 'user', summary: "The caller's plays with their proofs (the server seed once revealed)",
    input: pageQuerySchema, output: anyObject,
    handle: async (caller, request) => {
      const result = await caller.fairness.plays(unchecked(request.query));
      return { ...result, plays: result.plays.map(({ prizePaise, table, ...play }) => ({ ...play, prize: paiseToRupees(prizePaise), table: tableInRupees(table) })) };
    },
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/games/{game}', auth: 'admin', summary: "A game's settings, expected payout per play and today's plays, wins and payout",
    output: anyObject, handle: async (caller, { params }) => adminGameOut(await adminGame(caller, gameParam(params))),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/games/{game}', auth: 'admin',
    summary: 'Change a game: { enabled, dailyBudget (₹), segments: [{ label, prize (₹), weight }] } for spin and scratch, { prize } for guess and flip, { days: [30 × ₹] } for daily-login, optional limits. A changed table becomes a new version.',
    input: anyObject, output: anyObject,
    handle: async (caller, { params, body: raw }) => {
      const game = gameParam(params);
      const current = await adminGame(caller, game);
      const fields = body(raw);
      const table =
        game === 'spin' || game === 'scratch'
          ? { segments: Array.isArray(fields.segments) ? fields.segments.map((segment) => ({ ...body(segment), prizePaise: rupeesToPaiseOrRaw(body(segment).prize), prize: undefined })) : fields.segments }
          : game === 'daily-login'
            ? { days: Array.isArray(fields.days) ? fields.days.map(rupeesToPaiseOrRaw) : fields.days }
            : { prizePaise: fields.prize === undefined ? (current.table as PaiseTable).prizePaise : rupeesToPaiseOrRaw(fields.prize) };
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
