/**
 * The Games tab's toasts, and the words for typed text that is not a number; every other
 * validation message is the server's own (server/modules/games/schemas.ts, read in game-draft.ts).
 */
export const GAME_MESSAGES = {
  saved: 'Game settings saved',
  savedWithVersion: (version: number) => `Game settings saved — new prize table version ${version}`,
  updateFailed: 'Failed to update game',
  fixErrors: 'Fix the highlighted fields before saving.',
  nothingToSave: 'No changes to save.',

  // Text that is not a number at all: the server never sees it. Ranges, ceilings and their words are the server's.
  weightInvalid: 'Weight must be a positive whole number',
  prizeRequired: 'Prize is required',
  prizeTooPrecise: 'Prize must have at most 2 decimals',
  budgetRequired: 'Daily budget is required',
  budgetTooPrecise: 'Daily budget must have at most 2 decimals',
  spinsPerDayWhole: 'Spins per day must be a whole number',
  maxSpinsWhole: 'Maximum spins per day must be a whole number',
  attemptsWhole: 'Attempts must be a whole number',
  lockWhole: 'Lock must be a whole number of hours',
} as const;
