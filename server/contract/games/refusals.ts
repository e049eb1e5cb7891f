import { GAME_MESSAGES, type Game } from './schemas';

export const GAMES_REFUSALS = {
  'games.disabled': { status: 'GAME_UNAVAILABLE', text: ({ game }: { game: Game }) => GAME_MESSAGES.disabled(game) },
  'games.budget-used': { status: 'GAME_UNAVAILABLE', text: ({ game }: { game: Game }) => GAME_MESSAGES.budgetUsed(game) },
  'games.no-spins-left': { status: 'LIMIT_REACHED', text: GAME_MESSAGES.noSpinsLeft },
  'games.share-bonus-used': { status: 'LIMIT_REACHED', text: GAME_MESSAGES.shareBonusUsed },
  'games.share-bonus-cap': { status: 'LIMIT_REACHED', text: GAME_MESSAGES.shareBonusCap },
  'games.already-claimed': { status: 'LIMIT_REACHED', text: GAME_MESSAGES.alreadyClaimed },
  'games.no-active-round': { status: 'CONFLICT', text: GAME_MESSAGES.noActiveRound },
  'games.play-not-found': { status: 'NOT_FOUND', text: GAME_MESSAGES.playNotFound },
  'games.round-active': { status: 'CONFLICT', text: GAME_MESSAGES.roundActive },
  'games.guess-locked': { status: 'LIMIT_REACHED', text: GAME_MESSAGES.guessLocked },
  'games.flip-locked': { status: 'LIMIT_REACHED', text: GAME_MESSAGES.flipLocked },
  'games.rotate-during-round': { status: 'CONFLICT', text: GAME_MESSAGES.rotateDuringRound },
} as const;
