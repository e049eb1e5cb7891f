import { z } from 'zod';

export const GAMES = ['spin', 'guess', 'flip', 'scratch', 'daily-login'] as const;
export type Game = (typeof GAMES)[number];
export const gameSchema = z.enum(GAMES, { message: `Game must be one of: ${GAMES.join(', ')}` });

export const GAME_NAMES: Record<Game, string> = {
  spin: 'Spin & Win',
  guess: 'Guess the Number',
  flip: 'Flip & Win',
  scratch: 'Daily Scratch Card',
  'daily-login': 'Daily Login',
};

/** ₹10,000: a ceiling on any single prize, against typos in the admin's tables. */
const MAX_PRIZE_PAISE = 1_000_000;
const MAX_WEIGHT = 1_000_000;

const prizePaiseSchema = z
  .number({ message: 'Prize must be a number' })
  .int('Prize must be a whole number of paise')
  .min(0, 'Prize must be 0 or more')
  .max(MAX_PRIZE_PAISE, 'Prize must be at most ₹10,000');

export const segmentSchema = z.object({
  label: z.string({ message: 'Label is required' }).trim().min(1, 'Label is required').max(30, 'Label must be at most 30 characters'),
  prizePaise: prizePaiseSchema,
  weight: z.number({ message: 'Weight must be a number' }).int('Weight must be a whole number').positive('Weight must be a positive whole number').max(MAX_WEIGHT, `Weight must be at most ${MAX_WEIGHT}`),
});
export type Segment = z.infer<typeof segmentSchema>;

export const SPIN_SEGMENT_COUNT = 8;
export const DAILY_LOGIN_DAYS = 30;

export const spinTableSchema = z.object({ segments: z.array(segmentSchema).length(SPIN_SEGMENT_COUNT, `The wheel has exactly ${SPIN_SEGMENT_COUNT} segments`) });
export const scratchTableSchema = z.object({ segments: z.array(segmentSchema).min(1, 'The scratch card needs at least 1 prize').max(12, 'The scratch card has at most 12 prizes') });
export const fixedPrizeTableSchema = z.object({ prizePaise: prizePaiseSchema });
export const dailyLoginTableSchema = z.object({ days: z.array(prizePaiseSchema).length(DAILY_LOGIN_DAYS, `The calendar has exactly ${DAILY_LOGIN_DAYS} days`) });

export const spinLimitsSchema = z
  .object({
    spinsPerDay: z.number().int().min(1, 'Spins per day must be at least 1').max(20, 'Spins per day must be at most 20'),
    maxSpinsPerDay: z.number().int().min(1).max(20, 'Maximum spins per day must be at most 20'),
  })
  .refine((limits) => limits.maxSpinsPerDay >= limits.spinsPerDay, { message: 'Maximum spins per day must be at least the spins per day', path: ['maxSpinsPerDay'] });
export const guessLimitsSchema = z.object({
  attempts: z.number().int().min(1, 'Attempts must be at least 1').max(10, 'Attempts must be at most 10'),
  lockHours: z.number().int().min(1, 'Lock must be at least 1 hour').max(168, 'Lock must be at most 168 hours'),
});
export const flipLimitsSchema = z.object({ lockHours: z.number().int().min(1, 'Lock must be at least 1 hour').max(168, 'Lock must be at most 168 hours') });
export const noLimitsSchema = z.object({});

const budgetSchema = z.number({ message: 'Daily budget must be a number' }).int('Daily budget must be a whole number of paise').min(0, 'Daily budget must be 0 or more').max(100_000_000, 'Daily budget is too large');

/** What an admin can change per game; a changed table becomes a new version. */
export const updateGameConfigInputSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('spin'), enabled: z.boolean(), dailyBudgetPaise: budgetSchema, table: spinTableSchema, limits: spinLimitsSchema }),
  z.object({ game: z.literal('scratch'), enabled: z.boolean(), dailyBudgetPaise: budgetSchema, table: scratchTableSchema, limits: noLimitsSchema }),
  z.object({ game: z.literal('guess'), enabled: z.boolean(), dailyBudgetPaise: budgetSchema, table: fixedPrizeTableSchema, limits: guessLimitsSchema }),
  z.object({ game: z.literal('flip'), enabled: z.boolean(), dailyBudgetPaise: budgetSchema, table: fixedPrizeTableSchema, limits: flipLimitsSchema }),
  z.object({ game: z.literal('daily-login'), enabled: z.boolean(), dailyBudgetPaise: budgetSchema, table: dailyLoginTableSchema, limits: noLimitsSchema }),
], { message: `Game must be one of: ${GAMES.join(', ')}` });
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
