import type { Admin } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { acceptTotpCode, countCodeAttempt } from './accept-second-factor';
import { issueRecoveryCodes, RECOVERY_CODE_COUNT } from './recovery-codes';

/**
 * Ten new recovery codes for the admin's own account, proved with a current authenticator code (a
 * recovery code cannot renew the codes: a stolen one would then buy ten). The old codes stop working
 * in the same transaction; the new ones are answered once and only their hashes are kept.
 */
export async function regenerateRecoveryCodes(deps: Deps, input: { admin: Admin; code: string }): Promise<string[]> {
  const { admin } = input;
  const secret = admin.totpSecret;
  if (!admin.totpEnabledAt || !secret) throw refuse('admin-accounts.two-factor-off');
  await countCodeAttempt(deps, admin.id);
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    await acceptTotpCode(txDeps, admin, secret, input.code, 'session');
    const codes = await issueRecoveryCodes(txDeps, admin);
    recordAudit(txDeps, { adminId: admin.id, action: 'admin.recovery-codes-regenerate', targetType: 'admin', targetId: admin.id, after: { recoveryCodes: RECOVERY_CODE_COUNT } });
    await em.flush();
    return codes;
  });
}
