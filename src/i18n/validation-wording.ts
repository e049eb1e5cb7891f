import { ACCOUNT_VALIDATION } from './validation/account';
import { APPEALS_VALIDATION } from './validation/appeals';
import { AUTH_VALIDATION } from './validation/auth';
import { GAMES_VALIDATION } from './validation/games';
import { MONEY_VALIDATION } from './validation/money';
import { REFERRALS_VALIDATION } from './validation/referrals';
import { STORE_VALIDATION } from './validation/store';
import type { ValidationWords } from './validation/validation-words';

/** The server's English validation texts → the visitor's language; an unknown text shows as written (checked by i18n-catalogue.test.ts). */
export const VALIDATION_TABLES: ValidationWords[] = [AUTH_VALIDATION, ACCOUNT_VALIDATION, MONEY_VALIDATION, GAMES_VALIDATION, STORE_VALIDATION, REFERRALS_VALIDATION, APPEALS_VALIDATION];

let index: Map<string, () => string> | null = null;

export function translateServerText(englishText: string): string {
  index ??= new Map(VALIDATION_TABLES.flatMap((table) => Object.entries(table)));
  return index.get(englishText)?.() ?? englishText;
}
