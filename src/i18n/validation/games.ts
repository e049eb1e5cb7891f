import type { ValidationWords } from './validation-words';

/** The games forms' validation texts (filled as the games screens move to the catalogue). */
export const GAMES_VALIDATION: ValidationWords = {};
