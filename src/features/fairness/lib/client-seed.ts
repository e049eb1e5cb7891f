import { clientSeedSchema } from '#contract/games/schemas';

/** The server's client-seed rule, checked before sending: the first problem's message, or undefined. */
export function checkClientSeed(value: string): string | undefined {
  const result = clientSeedSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
