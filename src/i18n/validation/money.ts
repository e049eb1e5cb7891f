import type { ValidationWords } from './validation-words';

/** The money forms' validation texts (filled as the money screens move to the catalogue). */
export const MONEY_VALIDATION: ValidationWords = {};
