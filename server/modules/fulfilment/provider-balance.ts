import { MINUTE_MS } from '../../clock';
import type { Deps } from '../deps';
import { providerBalanceLowMail, queueMail } from '../mail';
import { sql } from '../sql';
import type { FulfilmentProvider, ProviderBalance } from '../../fulfilment-provider';
import { LOW_PROVIDER_BALANCE_BELOW } from '#contract/rewards/rules';

/** How long a balance the provider reported is used before it is asked again (each order would otherwise pay a call). */
export const BALANCE_MAX_AGE_MS = MINUTE_MS;

/** The balance, as last reported (younger than BALANCE_MAX_AGE_MS) or asked now and recorded. */
export async function currentBalance(deps: Deps, provider: FulfilmentProvider): Promise<ProviderBalance> {
  const now = deps.clock.now();
  const [known] = await sql<{ amount: string; currency: string }>(deps.em, `select amount, currency from provider_balances where provider = ? and read_at > ?`, [
    provider.name,
    new Date(now.getTime() - BALANCE_MAX_AGE_MS),
  ]);
  if (known) return { amount: Number(known.amount), currency: known.currency };
  const balance = await provider.balance();
  await recordBalance(deps, provider.name, balance);
  return balance;
}

/**
 * Records a balance the provider reported, and mails the admins when it has just fallen below
 * LOW_PROVIDER_BALANCE_BELOW (alerted_at set; cleared again once it is back above).
 */
export async function recordBalance(deps: Deps, providerName: string, balance: ProviderBalance): Promise<void> {
  await deps.em.fork().transactional(async (em) => {
    const now = deps.clock.now();
    const low = balance.amount < LOW_PROVIDER_BALANCE_BELOW;
    // Locked first, so two processes recording at once take turns and only one of them sees the crossing.
    const [before] = await sql<{ alerted_at: Date | null }>(em, `select alerted_at from provider_balances where provider = ? for update`, [providerName]);
    await sql(
      em,
      `insert into provider_balances as b (provider, amount, currency, read_at, alerted_at) values (?, ?, ?, ?, ?)
       on conflict (provider) do update set amount = excluded.amount, currency = excluded.currency, read_at = excluded.read_at,
         alerted_at = case when ? then coalesce(b.alerted_at, excluded.read_at) else null end`,
      [providerName, balance.amount, balance.currency, now, low ? now : null, low],
    );
    const row = { crossed: low && !before?.alerted_at };
    if (!row?.crossed) return;
    const admins = await sql<{ email: string }>(em, `select email from admins where disabled_at is null order by email`);
    for (const admin of admins) queueMail({ ...deps, em }, providerBalanceLowMail(admin.email, { ...balance, threshold: LOW_PROVIDER_BALANCE_BELOW, provider: providerName }));
  });
}

/**
 * Whether the balance covers one card of the row's face value (a fixed product's listed cost, with the
 * provider's fees). A range product's cost is not listed: the provider's own refusal is its check.
 */
export async function coversCost(deps: Deps, provider: FulfilmentProvider, row: { provider: string; provider_product_id: string; face_value: string }): Promise<boolean> {
  const [cost] = await sql<{ cost: string | null; currency: string }>(
    deps.em,
    `select (select (d ->> 'cost')::numeric from jsonb_array_elements(p.denominations) d where (d ->> 'face')::numeric = ?::numeric limit 1)
              * (1 + p.fee_percent / 100) + p.fee_flat as cost, p.cost_currency as currency
     from provider_products p where p.provider = ? and p.provider_product_id = ?`,
    [row.face_value, row.provider, row.provider_product_id],
  );
  if (!cost || cost.cost === null) return true;
  const balance = await currentBalance(deps, provider);
  return balance.currency !== cost.currency || balance.amount >= Number(cost.cost);
}
