import type { RewardKind } from '#contract/enums';
import { CachedRead } from '../cache';
import type { Deps } from '../deps';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { istDate } from '#contract/time/ist';
import type { StoreReward } from '#contract/rewards/schemas';

type StoreRow = Narrowed<
  Pick<
    Row<'reward_products'>,
    'id' | 'kind' | 'name' | 'face_value' | 'price_paise' | 'region' | 'validity' | 'image_url' | 'featured_weekday' | 'out_of_stock_promise_hours'
  >,
  { kind: RewardKind }
> & { in_stock: boolean };

/**
 * Ended by the store's changes; an order that leaves stock behind announces nothing, so no counts here. A product
 * linked to an available card of the configured provider is in stock: bought when no code is left (decision 060).
 */
const STORE_PRODUCTS = new CachedRead<void, StoreRow[], Deps>({
  name: 'store products',
  key: () => 'products',
  read: (deps) =>
    sql<StoreRow>(
      deps.em,
      `select p.id, p.kind, p.name, p.face_value, p.price_paise, p.region, p.validity, p.image_url, p.featured_weekday, p.out_of_stock_promise_hours,
              p.kind = 'free_fire_diamonds' or exists (select 1 from reward_codes c where c.product_id = p.id and c.status = 'available')
                or exists (select 1 from provider_products pp where pp.provider = p.provider and pp.provider_product_id = p.provider_product_id
                             and pp.provider = ? and pp.available) as in_stock
       from reward_products p where p.enabled order by p.kind, p.face_value, p.id`,
      [deps.fulfilmentProvider?.name ?? null],
    ),
  maxEntries: 1,
  forgetOn: { store: 'all' },
  public: true,
});

/**
 * Free Fire top-ups are always "in stock" (credited by hand). Featured is decided per request from
 * today's IST weekday, so the cached rows stay true across midnight.
 */
export async function listStoreRewards(deps: Deps): Promise<StoreReward[]> {
  const rows = await STORE_PRODUCTS.get(deps, undefined);
  const weekday = new Date(`${istDate(deps.clock.now())}T00:00:00.000Z`).getUTCDay();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    faceValue: row.face_value,
    pricePaise: Number(row.price_paise),
    priceRupees: Number(row.price_paise) / 100,
    region: row.region,
    validity: row.validity,
    imageUrl: row.image_url,
    inStock: row.in_stock,
    promiseHours: row.out_of_stock_promise_hours,
    featured: row.featured_weekday === weekday,
  }));
}
