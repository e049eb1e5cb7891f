import { z } from 'zod';
import { CLIENT_SEED_MAX_LENGTH, DAILY_LOGIN_DAYS, GAMES, GAME_NAMES, ODDS_OUTCOMES, type Game } from './names';
import { idSchema } from '../shared-schemas';

export { GAMES, GAME_NAMES, type Game } from './names';
export const gameSchema = z.enum(GAMES, { message: `Game must be one of: ${GAMES.join(', ')}` });

/** ₹10,000: a ceiling on any single prize, against typos in the admin's tables. */
const MAX_PRIZE_PAISE = 1_000_000;
const MAX_WEIGHT = 1_000_000;

const prizePaiseSchema = z
  .number({ message: 'Prize must be a number' })
  .int('Prize must be a whole number of paise')
  .min(0, 'Prize must be 0 or more')
  .max(MAX_PRIZE_PAISE, 'Prize must be at most ₹10,000');

export const segmentSchema = z.strictObject({
  label: z.string({ message: 'Label is required' }).trim().min(1, 'Label is required').max(30, 'Label must be at most 30 characters'),
  prizePaise: prizePaiseSchema,
  weight: z.number({ message: 'Weight must be a number' }).int('Weight must be a whole number').positive('Weight must be a positive whole number').max(MAX_WEIGHT, `Weight must be at most ${MAX_WEIGHT}`),
});
export type Segment = z.infer<typeof segmentSchema>;

export { DAILY_LOGIN_DAYS };
export const SPIN_SEGMENT_COUNT = 8;
export const SCRATCH_MAX_PRIZES = 12;

export const spinTableSchema = z.strictObject({ segments: z.array(segmentSchema).length(SPIN_SEGMENT_COUNT, `The wheel has exactly ${SPIN_SEGMENT_COUNT} segments`) });
export const scratchTableSchema = z.strictObject({ segments: z.array(segmentSchema).min(1, 'The scratch card needs at least 1 prize').max(SCRATCH_MAX_PRIZES, `The scratch card has at most ${SCRATCH_MAX_PRIZES} prizes`) });
export const fixedPrizeTableSchema = z.strictObject({ prizePaise: prizePaiseSchema });
export const dailyLoginTableSchema = z.strictObject({ days: z.array(prizePaiseSchema).length(DAILY_LOGIN_DAYS, `The calendar has exactly ${DAILY_LOGIN_DAYS} days`) });

export const spinLimitsSchema = z
  .strictObject({
    spinsPerDay: z.number().int().min(1, 'Spins per day must be at least 1').max(20, 'Spins per day must be at most 20'),
    maxSpinsPerDay: z.number().int().min(1, 'Maximum spins per day must be at least 1').max(20, 'Maximum spins per day must be at most 20'),
  })
  .refine((limits) => limits.maxSpinsPerDay >= limits.spinsPerDay, { message: 'Maximum spins per day must be at least the spins per day', path: ['maxSpinsPerDay'] });
export const guessLimitsSchema = z.strictObject({
  attempts: z.number().int().min(1, 'Attempts must be at least 1').max(10, 'Attempts must be at most 10'),
  lockHours: z.number().int().min(1, 'Lock must be at least 1 hour').max(168, 'Lock must be at most 168 hours'),
});
export const flipLimitsSchema = z.strictObject({ lockHours: z.number().int().min(1, 'Lock must be at least 1 hour').max(168, 'Lock must be at most 168 hours') });
export const noLimitsSchema = z.strictObject({});

export const dailyBudgetPaiseSchema = z.number({ message: 'Daily budget must be a number' }).int('Daily budget must be a whole number of paise').min(0, 'Daily budget must be 0 or more').max(100_000_000, 'Daily budget is too large');

/** Each game's own table and limits (together, a settings version): what an admin saves, and what the games' answers carry. */
const GAME_RULES = {
  spin: { game: z.literal('spin'), table: spinTableSchema, limits: spinLimitsSchema },
  scratch: { game: z.literal('scratch'), table: scratchTableSchema, limits: noLimitsSchema },
  guess: { game: z.literal('guess'), table: fixedPrizeTableSchema, limits: guessLimitsSchema },
  flip: { game: z.literal('flip'), table: fixedPrizeTableSchema, limits: flipLimitsSchema },
  'daily-login': { game: z.literal('daily-login'), table: dailyLoginTableSchema, limits: noLimitsSchema },
} as const;
/** A game's entry in GAME_RULES, one type parameter per field so each option keeps its own types. */
type RulesOf<Name, Table, Limits> = { game: Name; table: Table; limits: Limits };

const updateGameConfigOption = <Name extends z.ZodType, Table extends z.ZodType, Limits extends z.ZodType>(rules: RulesOf<Name, Table, Limits>) =>
  z.strictObject({ game: rules.game, enabled: z.boolean(), dailyBudgetPaise: dailyBudgetPaiseSchema, table: rules.table, limits: rules.limits });

/** What an admin can change per game; a changed table or changed limits become a new settings version (decision 030). */
export const updateGameConfigInputSchema = z.discriminatedUnion(
  'game',
  [updateGameConfigOption(GAME_RULES.spin), updateGameConfigOption(GAME_RULES.scratch), updateGameConfigOption(GAME_RULES.guess), updateGameConfigOption(GAME_RULES.flip), updateGameConfigOption(GAME_RULES['daily-login'])],
  { message: `Game must be one of: ${GAMES.join(', ')}` },
);
export type UpdateGameConfigInput = z.infer<typeof updateGameConfigInputSchema>;
export type GameConfigFor<G extends Game> = Extract<UpdateGameConfigInput, { game: G }>;

export const GAME_MESSAGES = {
  disabled: (game: Game) => `${GAME_NAMES[game]} is switched off for now`,
  budgetUsed: (game: Game) => `Today's prize budget for ${GAME_NAMES[game]} is used up. It is back at midnight (IST).`,
  noSpinsLeft: 'No spins left today. Come back after midnight (IST).',
  shareBonusUsed: 'You already got today’s extra spin',
  shareBonusCap: 'You already have the most spins allowed today',
  extraSpin: 'You got an extra spin!',
  guessLocked: 'Come back when the countdown ends',
  noActiveRound: 'Start a new round first',
  playNotFound: 'This play is not one of yours',
  roundActive: 'A round is already in progress',
  rotateDuringRound: 'Finish your Guess the Number round first: its secret number was drawn with this seed',
  enterNumber: 'Please enter a number',
  numberRange: 'Please enter a number between 1 and 100',
  chooseSide: 'Please select HEAD or TAIL first',
  flipLocked: 'Next flip available when the countdown ends',
  alreadyClaimed: "You have already claimed today's reward",
  higher: 'Try a higher number!',
  lower: 'Try a lower number!',
} as const;

// Game inputs: the procedures' only validation.

export const clientSeedSchema = z
  .string({ message: 'Client seed is required' })
  .trim()
  .min(1, 'Client seed is required')
  .max(CLIENT_SEED_MAX_LENGTH, `Client seed must be at most ${CLIENT_SEED_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'Client seed may contain letters, digits, - and _ only');

export const guessNumberSchema = z
  .number({ message: GAME_MESSAGES.enterNumber })
  .int(GAME_MESSAGES.numberRange)
  .min(1, GAME_MESSAGES.numberRange)
  .max(100, GAME_MESSAGES.numberRange);

export const coinSideSchema = z.enum(['HEAD', 'TAIL'], { message: GAME_MESSAGES.chooseSide });

export const spinInputSchema = z.object({ clientSeed: clientSeedSchema.optional() });
export const guessInputSchema = z.object({ number: guessNumberSchema });
export const setClientSeedInputSchema = z.object({ clientSeed: clientSeedSchema });

/**
 * The side is checked on the whole input, so the spec's 'Please select HEAD or TAIL first' reaches
 * the user as is (a field-level issue on `side` would be shown as "side: Please select …").
 */
export const flipInputSchema = z
  .object({ side: z.unknown().optional() })
  .refine((input) => coinSideSchema.safeParse(input.side).success, { message: GAME_MESSAGES.chooseSide })
  .transform((input) => ({ side: coinSideSchema.parse(input.side) }));

// Game outputs: what the operations return, declared so both SPAs read them without casts. Keys
// follow the operations' own order (tRPC answers with the object its output schema rebuilds, and
// the REST paths pass it on).

const proofSchema = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number(), settingsVersion: z.number() });
const commitmentSchema = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nextNonce: z.number() });
const guessAttemptSchema = z.object({ number: z.number(), hint: z.enum(['higher', 'lower', 'correct']) });
const oddsSchema = z.array(z.object({ outcome: z.enum(ODDS_OUTCOMES), label: z.string(), prizePaise: z.number(), weight: z.number(), probability: z.number() }));

const gameStateOption = <Name extends z.ZodType, Table extends z.ZodType, Limits extends z.ZodType>(rules: RulesOf<Name, Table, Limits>) =>
  z.object({
    game: rules.game,
    name: z.string(),
    enabled: z.boolean(),
    paused: z.boolean(),
    table: rules.table,
    limits: rules.limits,
    settingsVersion: z.number(),
    odds: oddsSchema,
    expectedPaise: z.number(),
    maxPrizePaise: z.number(),
  });

const loginCalendarSchema = z.object({
  streak: z.number(),
  claimedToday: z.boolean(),
  allClaimed: z.boolean(),
  nextClaimDay: z.number().nullable(),
  days: z.array(z.object({ day: z.number(), amountPaise: z.number(), state: z.enum(['next', 'claimed', 'upcoming']), mega: z.boolean() })),
  nextResetAt: z.date(),
  streakWillReset: z.boolean(),
});

/** A signed-in player's side of the games: limits used, open round, cards, calendar and seed commitment. */
const playerStateSchema = z.object({
  commitment: commitmentSchema,
  spin: z.object({ spinsLeft: z.number(), allowance: z.number(), used: z.number(), shareBonusUsed: z.boolean() }),
  guess: z.object({
    round: z.object({ attempts: z.array(guessAttemptSchema), attemptsLeft: z.number(), proof: proofSchema }).nullable(),
    lockedUntil: z.date().nullable(),
  }),
  flip: z.object({ nextFlipAt: z.date().nullable() }),
  scratch: z.object({ today: z.enum(['none', 'issued', 'revealed']), prize: z.object({ index: z.number(), prizePaise: z.number() }).nullable() }),
  dailyLogin: loginCalendarSchema,
});

export const gamesStateOutputSchema = z.object({
  games: z.array(z.discriminatedUnion('game', [gameStateOption(GAME_RULES.spin), gameStateOption(GAME_RULES.scratch), gameStateOption(GAME_RULES.guess), gameStateOption(GAME_RULES.flip), gameStateOption(GAME_RULES['daily-login'])])),
  nextResetAt: z.date(),
  player: playerStateSchema.nullable(),
});

export const spinOutputSchema = z.object({
  playId: z.string(),
  segmentIndex: z.number(),
  label: z.string(),
  prizePaise: z.number(),
  balancePaise: z.number(),
  spinsLeft: z.number(),
  proof: proofSchema,
});

export const shareBonusOutputSchema = z.object({ message: z.string(), spinsLeft: z.number() });

export const startGuessOutputSchema = z.object({ attemptsLeft: z.number(), prizePaise: z.number(), proof: proofSchema });

export const guessOutputSchema = z.object({
  playId: z.string(),
  hint: guessAttemptSchema.shape.hint,
  message: z.string(),
  attempts: z.array(guessAttemptSchema),
  attemptsLeft: z.number(),
  status: z.string(),
  prizePaise: z.number(),
  balancePaise: z.number(),
  secret: z.number().nullable(),
  revealedServerSeed: z.string().nullable(),
  lockedUntil: z.date().nullable(),
  proof: proofSchema,
});

export const flipOutputSchema = z.object({
  playId: z.string(),
  side: coinSideSchema,
  chosen: coinSideSchema,
  won: z.boolean(),
  prizePaise: z.number(),
  balancePaise: z.number(),
  nextFlipAt: z.date(),
  proof: proofSchema,
});

/** Issuing draws the card's outcome but keeps it secret; revealing shows the prize and credits it. */
export const scratchOutputSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('issued'), proof: proofSchema, nextCardAt: z.date(), prize: z.null(), balancePaise: z.undefined().optional() }),
  z.object({ status: z.literal('revealed'), playId: z.string(), proof: proofSchema, nextCardAt: z.date(), prize: z.object({ index: z.number(), label: z.string(), prizePaise: z.number() }), balancePaise: z.number() }),
]);

export const claimDailyLoginOutputSchema = z.object({ day: z.number(), amountPaise: z.number(), balancePaise: z.number(), calendar: loginCalendarSchema });

export const commitmentOutputSchema = commitmentSchema;

/** "Check this play": one of the person's plays by its id (a result's `playId`, a history line's). */
export const playInputSchema = z.object({ playId: idSchema });

export const rotateSeedOutputSchema = z.object({ revealedServerSeed: z.string(), revealedServerSeedHash: z.string(), serverSeedHash: z.string(), clientSeed: z.string() });

/** The table a play was drawn from, as it was then (perhaps an older version than today's). */
const playTableSchema = z.union([spinTableSchema, scratchTableSchema, fixedPrizeTableSchema, dailyLoginTableSchema]);
export type PlayTable = z.infer<typeof playTableSchema>;
/** The limits of the version a play was drawn under (a guess round's attempts among them). */
const playLimitsSchema = z.union([spinLimitsSchema, guessLimitsSchema, flipLimitsSchema, noLimitsSchema]);
export type PlayLimits = z.infer<typeof playLimitsSchema>;

/** A play as its player sees it: the proof, and the outcome and server seed only once they may be told. */
export const playSchema = z.object({
  id: z.string(),
  game: z.string(),
  open: z.boolean(),
  outcome: z.record(z.string(), z.unknown()).nullable(),
  prizePaise: z.number().nullable(),
  createdAt: z.date(),
  proof: proofSchema,
  table: playTableSchema,
  limits: playLimitsSchema,
  revealedServerSeed: z.string().nullable(),
});

export const playsOutputSchema = z.object({ plays: z.array(playSchema), total: z.number() });

const adminGameOption = <Name extends z.ZodType, Table extends z.ZodType, Limits extends z.ZodType>(rules: RulesOf<Name, Table, Limits>) =>
  z.object({
    game: rules.game,
    name: z.string(),
    enabled: z.boolean(),
    dailyBudgetPaise: z.number(),
    table: rules.table,
    limits: rules.limits,
    settingsVersion: z.number(),
    expectedPaise: z.number(),
    maxPrizePaise: z.number(),
    odds: oddsSchema,
    today: z.object({ day: z.string(), plays: z.number(), wins: z.number(), paidPaise: z.number(), reservedPaise: z.number() }),
    /** Plays a day, averaged over the last RECENT_PLAY_DAYS full IST days: what the prize-table warnings expect (prize-warnings.ts). */
    recentPlaysPerDay: z.number(),
  });

export const adminGamesListOutputSchema = z.array(
  z.discriminatedUnion('game', [adminGameOption(GAME_RULES.spin), adminGameOption(GAME_RULES.scratch), adminGameOption(GAME_RULES.guess), adminGameOption(GAME_RULES.flip), adminGameOption(GAME_RULES['daily-login'])]),
);

const savedGameConfigOption = <Name extends z.ZodType, Table extends z.ZodType, Limits extends z.ZodType>(rules: RulesOf<Name, Table, Limits>) =>
  z.object({
    game: rules.game,
    enabled: z.boolean(),
    dailyBudgetPaise: z.number(),
    limits: rules.limits,
    table: rules.table,
    settingsId: z.string(),
    settingsVersion: z.number(),
  });

/** The saved config, as the next `games.list` row will show it. */
export const updateGameConfigOutputSchema = z.discriminatedUnion('game', [
  savedGameConfigOption(GAME_RULES.spin),
  savedGameConfigOption(GAME_RULES.scratch),
  savedGameConfigOption(GAME_RULES.guess),
  savedGameConfigOption(GAME_RULES.flip),
  savedGameConfigOption(GAME_RULES['daily-login']),
]);
