export { nodeHmacSha256, sha256Hex } from './fairness/node-hmac';
export { loadAllGameConfigs } from './load-game-config';
export { PLAY_IS_OPEN_SQL } from './open-play';
export { adminGamesRouter, fairnessRouter, gamesRouter } from './router';
export { writeGameConfig } from './save-game-config';
export { loadGameConfig } from './load-game-config';
