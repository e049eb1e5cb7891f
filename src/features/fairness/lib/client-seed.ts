import { CLIENT_SEED_PATTERN } from './browser-fairness';

/** The server's rules for a client seed (server/modules/games/router.ts), checked before sending. */
export const CLIENT_SEED_MESSAGES = {
  required: 'Client seed is required',
  tooLong: 'Client seed must be at most 64 characters',
  characters: 'Client seed may contain letters, digits, - and _ only',
} as const;

export function checkClientSeed(value: string): string | undefined {
  const seed = value.trim();
  if (!seed) return CLIENT_SEED_MESSAGES.required;
  if (seed.length > 64) return CLIENT_SEED_MESSAGES.tooLong;
  if (!CLIENT_SEED_PATTERN.test(seed)) return CLIENT_SEED_MESSAGES.characters;
  return undefined;
}
