/**
 * npm run rewards:reseal — after a key rotation (decision 018), seals every reward code under the
 * current REWARD_CODES_KEY_VERSION; the older REWARD_CODES_KEY_<n> must still be set. Exits 1 while
 * codes remain on an older version (rows locked by a running order: run it again).
 */
import { loadConfig } from '../config';
import { systemClock } from '../clock';
import { resealRewardCodes } from '../modules/rewards/reseal-reward-codes';
import { withDatabase } from './with-database';

const config = loadConfig();
let remaining = 0;
await withDatabase(config, async (orm) => {
  const report = await resealRewardCodes({ em: orm.em.fork(), clock: systemClock, config });
  console.log(`Re-sealed ${report.resealed} codes under key version ${config.rewardCodeKeys.currentVersion}; ${report.remaining} remain on older versions`);
  remaining = report.remaining;
});
process.exit(remaining === 0 ? 0 : 1);
