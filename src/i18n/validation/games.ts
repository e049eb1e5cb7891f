import { CLIENT_SEED_MAX_LENGTH } from '#contract/games/names';
import { m } from '../paraglide/messages';
import type { ValidationWords } from './validation-words';

/** The games' and the fairness page's forms: the texts of `server/contract/games/schemas.ts` (guess and client seed). */
export const GAMES_VALIDATION: ValidationWords = {
  'Please enter a number': () => m['validation.games.enter-number'](),
  'Please enter a number between 1 and 100': () => m['validation.games.number-range'](),
  'Client seed is required': () => m['validation.games.client-seed-required'](),
  [`Client seed must be at most ${CLIENT_SEED_MAX_LENGTH} characters`]: () => m['validation.games.client-seed-too-long']({ max: CLIENT_SEED_MAX_LENGTH }),
  'Client seed may contain letters, digits, - and _ only': () => m['validation.games.client-seed-characters'](),
};
