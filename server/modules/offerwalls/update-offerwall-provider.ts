import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { readOfferwallProvider, type OfferwallProviderSettings } from './provider-settings';
import type { AdminOfferwallProvider, UpdateOfferwallProviderInput } from '#contract/offerwalls/schemas';
import { toAdminOfferwallProvider } from './to-admin-offerwall-provider';

/** What the audit log keeps of a provider's settings: everything but the secret, of which only whether it is set. */
function audited({ secret, updatedAt: _updatedAt, ...rest }: OfferwallProviderSettings) {
  return { ...rest, secretSet: secret !== null };
}

/**
 * Audited in the same transaction (the audit never holds the secret). A provider cannot be switched
 * on without a secret: an unsigned postback must never be able to credit.
 */
export async function updateOfferwallProvider(deps: Deps, input: UpdateOfferwallProviderInput & { adminId: string }): Promise<AdminOfferwallProvider> {
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    const before = await readOfferwallProvider(txDeps, input.provider, { forUpdate: true });
    const after: OfferwallProviderSettings = {
      provider: input.provider,
      enabled: input.enabled,
      secret: input.secret ?? before.secret,
      holdDays: input.holdDays,
      allowedIps: input.allowedIps ?? before.allowedIps,
      wallUrl: input.wallUrl === undefined ? before.wallUrl : input.wallUrl,
      updatedAt: deps.clock.now(),
    };
    if (after.enabled && after.secret === null) throw refuse('offerwalls.secret-required');
    await sql(
      em,
      `insert into offerwall_providers (provider, enabled, secret, hold_days, allowed_ips, wall_url, updated_at) values (?, ?, ?, ?, ?::text[], ?, ?)
       on conflict (provider) do update set enabled = excluded.enabled, secret = excluded.secret, hold_days = excluded.hold_days,
         allowed_ips = excluded.allowed_ips, wall_url = excluded.wall_url, updated_at = excluded.updated_at`,
      [after.provider, after.enabled, after.secret, after.holdDays, `{${after.allowedIps.join(',')}}`, after.wallUrl, after.updatedAt],
    );
    recordAudit(txDeps, {
      adminId: input.adminId,
      action: 'offerwalls.provider',
      targetType: 'offerwall-provider',
      targetId: input.provider,
      before: before.updatedAt ? audited(before) : null,
      after: { ...audited(after), secretChanged: input.secret != null && input.secret !== before.secret },
    });
    await em.flush();
    return toAdminOfferwallProvider(deps.config, after);
  });
}
