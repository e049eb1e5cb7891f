import type { Admin } from '../../../db/entities';
import type { Deps } from '../deps';
import { countUnusedRecoveryCodes } from './recovery-codes';
import { secondFactorRequired } from './second-factor-required';
import type { TwoFactorStatus } from '#contract/admin-auth/schemas';

export async function getTwoFactorStatus(deps: Deps, admin: Admin): Promise<TwoFactorStatus> {
  return {
    enabled: Boolean(admin.totpEnabledAt),
    enabledAt: admin.totpEnabledAt ?? null,
    recoveryCodesLeft: admin.totpEnabledAt ? await countUnusedRecoveryCodes(deps, admin.id) : 0,
    required: secondFactorRequired(deps, admin),
  };
}
