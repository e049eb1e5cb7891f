import type { Deps } from '../deps';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { DEFAULT_OFFERWALL_HOLD_DAYS, OFFERWALL_PROVIDERS, type OfferwallProvider } from '#contract/offerwalls/rules';

/** A provider's settings as stored; a provider an admin never saved is off, without a secret, with the default hold. */
export interface OfferwallProviderSettings {
  provider: OfferwallProvider;
  enabled: boolean;
  secret: string | null;
  holdDays: number;
  allowedIps: string[];
  wallUrl: string | null;
  updatedAt: Date | null;
}

type ProviderRow = Narrowed<
  Pick<Row<'offerwall_providers'>, 'provider' | 'enabled' | 'secret' | 'hold_days' | 'allowed_ips' | 'wall_url' | 'updated_at'>,
  { provider: OfferwallProvider }
>;

function unsaved(provider: OfferwallProvider): OfferwallProviderSettings {
  return { provider, enabled: false, secret: null, holdDays: DEFAULT_OFFERWALL_HOLD_DAYS, allowedIps: [], wallUrl: null, updatedAt: null };
}

function fromRow(row: ProviderRow): OfferwallProviderSettings {
  return { provider: row.provider, enabled: row.enabled, secret: row.secret, holdDays: row.hold_days, allowedIps: row.allowed_ips, wallUrl: row.wall_url, updatedAt: new Date(row.updated_at) };
}

/** Every provider this build has, in OFFERWALL_PROVIDERS order. */
export async function readOfferwallProviders(deps: Pick<Deps, 'em'>): Promise<OfferwallProviderSettings[]> {
  const rows = await sql<ProviderRow>(deps.em, `select provider, enabled, secret, hold_days, allowed_ips, wall_url, updated_at from offerwall_providers`);
  return OFFERWALL_PROVIDERS.map((provider) => {
    const row = rows.find((candidate) => candidate.provider === provider);
    return row ? fromRow(row) : unsaved(provider);
  });
}

/** One provider's settings; `forUpdate` locks its row (when it has one) for the caller's transaction. */
export async function readOfferwallProvider(deps: Pick<Deps, 'em'>, provider: OfferwallProvider, options: { forUpdate?: boolean } = {}): Promise<OfferwallProviderSettings> {
  const [row] = await sql<ProviderRow>(
    deps.em,
    `select provider, enabled, secret, hold_days, allowed_ips, wall_url, updated_at from offerwall_providers where provider = ?${options.forUpdate ? ' for update' : ''}`,
    [provider],
  );
  return row ? fromRow(row) : unsaved(provider);
}

/** A provider takes postbacks and shows its wall only while switched on with a secret. */
export function isLive(settings: OfferwallProviderSettings): settings is OfferwallProviderSettings & { secret: string } {
  return settings.enabled && settings.secret !== null;
}
