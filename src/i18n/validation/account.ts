import type { ValidationWords } from './validation-words';

/** The account forms' validation texts (filled as the account screens move to the catalogue). */
export const ACCOUNT_VALIDATION: ValidationWords = {};
