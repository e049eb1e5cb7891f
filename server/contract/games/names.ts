/**
 * The games and their shown names, apart from the zod schemas so the browser's entry chunk can
 * word refusals by game without loading zod (tests/e2e/budgets.test.ts).
 */
export const GAMES = ['spin', 'guess', 'flip', 'scratch', 'daily-login'] as const;
export type Game = (typeof GAMES)[number];

export const GAME_NAMES: Record<Game, string> = {
  spin: 'Spin & Win',
  guess: 'Guess the Number',
  flip: 'Flip & Win',
  scratch: 'Daily Scratch Card',
  'daily-login': 'Daily Login',
};

/**
 * What a prize-table row stands for, so each SPA words it in its reader's language: a weighted
 * segment (named by its prize), or one of the fixed outcomes of the coin and the guessing game.
 */
export const ODDS_OUTCOMES = ['segment', 'your-side', 'other-side', 'right-guess', 'no-right-guess'] as const;
export type OddsOutcome = (typeof ODDS_OUTCOMES)[number];

/** The longest client seed a player may set; the schema, the fairness page's hint and its refusal state it from here. */
export const CLIENT_SEED_MAX_LENGTH = 64;

/** The daily-login calendar's length: its last day is the streak bonus, and every sentence about it says so from here. */
export const DAILY_LOGIN_DAYS = 30;
