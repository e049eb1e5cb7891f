import { ACCOUNT_VALIDATION } from './validation/account';
import { AUTH_VALIDATION } from './validation/auth';
import { GAMES_VALIDATION } from './validation/games';
import { MONEY_VALIDATION } from './validation/money';
import { REFERRALS_VALIDATION } from './validation/referrals';
import { STORE_VALIDATION } from './validation/store';
import type { ValidationWords } from './validation/validation-words';

/**
 * Validation texts come from the server's zod schemas in English (the REST API's documented
 * words). The forms show them through this table: the server's exact English text → its words
 * in the visitor's language. A text with no entry shows as the server wrote it, and
 * `tests/unit/i18n-catalogue.test.ts` fails when an entry names a text the server no longer has.
 */
export const VALIDATION_TABLES: ValidationWords[] = [AUTH_VALIDATION, ACCOUNT_VALIDATION, MONEY_VALIDATION, GAMES_VALIDATION, STORE_VALIDATION, REFERRALS_VALIDATION];

let index: Map<string, () => string> | null = null;

export function translateServerText(englishText: string): string {
  index ??= new Map(VALIDATION_TABLES.flatMap((table) => Object.entries(table)));
  return index.get(englishText)?.() ?? englishText;
}
