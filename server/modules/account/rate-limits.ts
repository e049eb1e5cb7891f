import { HOUR_MS, MINUTE_MS } from '../../clock';
import type { ProcedureRateLimitRule } from '../rate-limit';

export const ACCOUNT_RATE_LIMITS = {
  /** Each attempt checks the password: a stolen session must not become a way to guess it. */
  deletePerUser: { per: 'user', name: 'account-delete-user', limit: 5, windowMs: 15 * MINUTE_MS },
  /** An export reads every table the user appears in; a person needs it now and then, not in a loop. */
  exportPerUser: { per: 'user', name: 'account-export-user', limit: 10, windowMs: HOUR_MS },
  /** A switch is a click now and then; a loop of them is not a person. */
  languagePerUser: { per: 'user', name: 'account-language-user', limit: 30, windowMs: 15 * MINUTE_MS },
  /** Same as the language switch: each change writes an audit entry. */
  tickerOptOutPerUser: { per: 'user', name: 'account-ticker-opt-out-user', limit: 30, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, ProcedureRateLimitRule>;
