import type { GameConfig } from './game-draft';

/** The server's rule (server/modules/games/game-day.ts): a play needs room for its top prize on top of what is paid and promised today. */
export function isBudgetPaused(config: GameConfig): boolean {
  if (config.game === 'daily-login') return false;
  return config.today.paidPaise + config.today.reservedPaise + config.maxPrizePaise > config.dailyBudgetPaise;
}

/** Off (switched off by an admin), paused (today's budget cannot pay the top prize) or on. */
export function gameStatus(config: GameConfig): 'on' | 'paused' | 'off' {
  return !config.enabled ? 'off' : isBudgetPaused(config) ? 'paused' : 'on';
}
