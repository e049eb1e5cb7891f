import type { RewardKind } from '#contract/enums';
import { DEMO_PRODUCT_TEXT } from '#contract/rewards/demo-products';
import type { Deps } from '../modules/deps';
import { createRewardProduct, uploadRewardCodes } from '../modules/rewards';
import { claimSeed } from './content';

interface DemoProduct {
  kind: RewardKind;
  faceValue: number;
  pricePaise: number;
}

/** The demo range. Gift cards at face value; Free Fire packs near their in-game price (₹0.80 a diamond). */
const DEMO_PRODUCTS: DemoProduct[] = [
  ...[10, 25, 50, 100, 200, 500, 1000].map((rupees) => ({ kind: 'google_play' as const, faceValue: rupees, pricePaise: rupees * 100 })),
  ...[100, 500].map((rupees) => ({ kind: 'app_store' as const, faceValue: rupees, pricePaise: rupees * 100 })),
  ...[100, 200, 500, 1000, 5000].map((diamonds) => ({ kind: 'free_fire_diamonds' as const, faceValue: diamonds, pricePaise: diamonds * 80 })),
];

/** The demo codes' middle part, by kind. */
const CODE_TAGS: Record<RewardKind, string> = { google_play: 'GPLAY', app_store: 'APPLE', free_fire_diamonds: 'FFIRE' };

/** Each gift card gets this many codes; Free Fire top-ups are done by hand (issue 16), so they get none. */
const DEMO_CODES_PER_CARD = 3;

/** Outside production, once per installation: demo products with obviously fake codes (DEMO-…). */
export async function seedDemoRewards(deps: Deps): Promise<void> {
  await deps.em.transactional(async (em) => {
    if (!(await claimSeed(em, 'seed:rewards', deps.clock.now()))) return;
    const seedDeps = { ...deps, em };
    for (const product of DEMO_PRODUCTS) {
      const details = DEMO_PRODUCT_TEXT[product.kind];
      const created = await createRewardProduct(seedDeps, {
        ...product,
        name: details.name(product.faceValue),
        region: details.region,
        validity: details.validity,
        enabled: true,
        imageUrl: null,
        featuredWeekday: null,
        lowStockThreshold: 1,
        outOfStockPromiseHours: product.kind === 'free_fire_diamonds' ? 24 : null,
        demo: true,
        adminId: null,
      });
      if (product.kind === 'free_fire_diamonds') continue;
      const codes = Array.from({ length: DEMO_CODES_PER_CARD }, (_, index) => `DEMO-${CODE_TAGS[product.kind]}-${String(product.faceValue).padStart(4, '0')}-${index + 1}`);
      await uploadRewardCodes(seedDeps, { id: created.id, codes, adminId: null });
    }
  });
}
