import { MINUTE_MS } from '../../clock';
import type { ProcedureRateLimitRule } from '../rate-limit';

export const PUSH_RATE_LIMITS = {
  /** Turning a device on or off, or moving the reminder, is a click now and then; a loop of them is not a person. */
  changesPerUser: { per: 'user', name: 'push-changes-user', limit: 30, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, ProcedureRateLimitRule>;
