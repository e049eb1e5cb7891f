/**
 * npm run rewards:reseal — after a key rotation (decision 018), seals every reward code and every
 * withdrawal code (which share the key, decision 029) under the current REWARD_CODES_KEY_VERSION;
 * the older REWARD_CODES_KEY_<n> must still be set. Exits 1 while codes remain on an older version
 * (rows locked by a running order: run it again).
 */
import { loadConfig } from '../config';
import { systemClock } from '../clock';
import { resealWithdrawalCodes, sealWithdrawalCodesInClear } from '../modules/redeem';
import { resealRewardCodes } from '../modules/rewards';
import { withDatabase } from './with-database';

const config = loadConfig();
let remaining = 0;
await withDatabase(config, async (orm) => {
  const deps = { em: orm.em.fork(), clock: systemClock, config };
  const store = await resealRewardCodes(deps);
  // Boot seals the codes migration 0034 found in clear; a database migrated without a boot (npm run db:migrate) is sealed here.
  const inClear = await sealWithdrawalCodesInClear(deps);
  const withdrawals = await resealWithdrawalCodes(deps);
  const version = config.rewardCodeKeys.currentVersion;
  console.log(`Re-sealed ${store.resealed} codes under key version ${version}; ${store.remaining} remain on older versions`);
  console.log(`Withdrawal codes: sealed ${inClear} kept in clear, re-sealed ${withdrawals.resealed} under key version ${version}; ${withdrawals.remaining} remain on older versions`);
  remaining = store.remaining + withdrawals.remaining;
});
process.exit(remaining === 0 ? 0 : 1);
