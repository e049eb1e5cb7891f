import { m } from '../../i18n/paraglide/messages';

/**
 * The Games tab's toasts, and the words for typed text that is not a number; every other
 * validation message is the server's own (server/contract/games/schemas.ts, read in game-draft.ts).
 */
export const GAME_MESSAGES = {
  saved: m['games.saved'](),
  savedWithVersion: (version: number) => m['games.saved-with-version']({ version }),
  updateFailed: m['games.update-failed'](),
  fixErrors: m['games.fix-errors'](),
  nothingToSave: m['games.nothing-to-save'](),

  // Text that is not a number at all: the server never sees it. Ranges, ceilings and their words are the server's.
  weightInvalid: m['games.weight-invalid'](),
  prizeRequired: m['games.prize-required'](),
  prizeTooPrecise: m['games.prize-too-precise'](),
  budgetRequired: m['games.budget-required'](),
  budgetTooPrecise: m['games.budget-too-precise'](),
  spinsPerDayWhole: m['games.spins-per-day-whole'](),
  maxSpinsWhole: m['games.max-spins-whole'](),
  attemptsWhole: m['games.attempts-whole'](),
  lockWhole: m['games.lock-whole'](),
} as const;
