/**
 * The Games tab's toasts and validation messages. The validation wording is the server's
 * (server/modules/games/schemas.ts), so the admin reads the same sentence whichever side refuses.
 */
export const GAME_MESSAGES = {
  saved: 'Game settings saved',
  savedWithVersion: (version: number) => `Game settings saved — new prize table version ${version}`,
  updateFailed: 'Failed to update game',
  fixErrors: 'Fix the highlighted fields before saving.',
  nothingToSave: 'No changes to save.',

  wheelSegments: 'The wheel has exactly 8 segments',
  scratchMin: 'The scratch card needs at least 1 prize',
  scratchMax: 'The scratch card has at most 12 prizes',

  labelRequired: 'Label is required',
  labelTooLong: 'Label must be at most 30 characters',
  weightInvalid: 'Weight must be a positive whole number',
  weightTooLarge: 'Weight must be at most 1000000',

  prizeRequired: 'Prize is required',
  prizeNotANumber: 'Prize must be a number',
  prizeNegative: 'Prize must be 0 or more',
  prizeTooPrecise: 'Prize must have at most 2 decimals',
  prizeTooLarge: 'Prize must be at most ₹10,000',

  budgetRequired: 'Daily budget is required',
  budgetNotANumber: 'Daily budget must be a number',
  budgetNegative: 'Daily budget must be 0 or more',
  budgetTooPrecise: 'Daily budget must have at most 2 decimals',
  budgetTooLarge: 'Daily budget is too large',

  spinsPerDayWhole: 'Spins per day must be a whole number',
  spinsPerDayMin: 'Spins per day must be at least 1',
  spinsPerDayMax: 'Spins per day must be at most 20',
  maxSpinsWhole: 'Maximum spins per day must be a whole number',
  maxSpinsMin: 'Maximum spins per day must be at least 1',
  maxSpinsMax: 'Maximum spins per day must be at most 20',
  maxSpinsBelowDaily: 'Maximum spins per day must be at least the spins per day',
  attemptsWhole: 'Attempts must be a whole number',
  attemptsMin: 'Attempts must be at least 1',
  attemptsMax: 'Attempts must be at most 10',
  lockWhole: 'Lock must be a whole number of hours',
  lockMin: 'Lock must be at least 1 hour',
  lockMax: 'Lock must be at most 168 hours',
} as const;
