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
