/** npm run rewards:reseal: reseals every reward and withdrawal code under the current key version after a rotation (decisions 018, 029); exits 1 while some remain. */
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
