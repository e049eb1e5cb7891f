import type { RewardKind } from '#contract/enums';
import { cachedRead } from '../cache/site-cache';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { istDate } from '#contract/time/ist';
import type { StoreReward } from '#contract/rewards/schemas';

/**
 * The site cache's topic of the store (migration 0029 announces every change of reward_products
 * and reward_codes: an admin's edit or upload, and each order that takes a code).
 */
export const STORE_TOPIC = 'store';

/** After a change of products or stock commits: this process's next read sees it at once; other processes hear it from the database. */
export function forgetStore(deps: Pick<Deps, 'siteCache'>): void {
  deps.siteCache?.forget(STORE_TOPIC);
}

interface StoreRow {
  id: string;
  kind: RewardKind;
  name: string;
  face_value: number;
  price_paise: string;
  region: string;
  validity: string;
  image_url: string | null;
  featured_weekday: number | null;
  out_of_stock_promise_hours: number | null;
  in_stock: boolean;
}

/**
 * The store's enabled products with the server's stock state. A Free Fire top-up is always
 * "in stock": it is credited by hand, not taken from codes. Featured: the admin's pick for
 * today's weekday in IST, decided per request, so the cached rows stay true across midnight.
 */
export async function listStoreRewards(deps: Deps): Promise<StoreReward[]> {
  const rows = await cachedRead(deps, STORE_TOPIC, 'products', () =>
    sql<StoreRow>(
      deps.em,
      `select p.id, p.kind, p.name, p.face_value, p.price_paise, p.region, p.validity, p.image_url, p.featured_weekday, p.out_of_stock_promise_hours,
              p.kind = 'free_fire_diamonds' or exists (select 1 from reward_codes c where c.product_id = p.id and c.status = 'available') as in_stock
       from reward_products p where p.enabled order by p.kind, p.face_value, p.id`,
    ),
  );
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
