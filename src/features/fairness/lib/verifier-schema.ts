import { z } from 'zod';
import { clientSeedSchema } from '#contract/games/schemas';
import { m } from '#i18n/paraglide/messages';
import { SERVER_SEED_PATTERN } from './browser-fairness';

/** The verifier's own words, worded when a check fails (in the visitor's language then). */
const VERIFIER_ERRORS = {
  serverSeed: { error: () => m['fairness.verifier.server-seed-error']() },
  nonce: { error: () => m['fairness.verifier.nonce-error']() },
  weights: () => m['fairness.verifier.weights-error'](),
} as const;

/** "13, 30,13" → [13, 30, 13]; null when any entry is not a positive whole number. */
export function parseWeights(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.some((part) => !/^\d+$/.test(part))) return null;
  const weights = parts.map(Number);
  return weights.every((weight) => Number.isSafeInteger(weight) && weight > 0) ? weights : null;
}

export const isWeighted = (game: string) => game === 'spin' || game === 'scratch';

/** The verifier's own fields (nothing is sent); the client seed is the server's rule. */
export const verifierSchema = z
  .object({
    serverSeed: z.string().trim().regex(SERVER_SEED_PATTERN, VERIFIER_ERRORS.serverSeed),
    clientSeed: clientSeedSchema,
    nonce: z
      .string()
      .trim()
      .regex(/^\d+$/, VERIFIER_ERRORS.nonce)
      .transform(Number)
      .refine((nonce) => Number.isSafeInteger(nonce), VERIFIER_ERRORS.nonce),
    game: z.enum(['spin', 'scratch', 'flip', 'guess']),
    weights: z.string(),
  })
  .refine((values) => !isWeighted(values.game) || parseWeights(values.weights) !== null, {
    path: ['weights'],
    error: VERIFIER_ERRORS.weights,
    // Checked alongside the other fields, not only once they are all right.
    when: (payload) => {
      const value = payload.value as { game?: unknown; weights?: unknown };
      return typeof value.game === 'string' && typeof value.weights === 'string';
    },
  })
  .transform((values) => ({ ...values, weights: isWeighted(values.game) ? (parseWeights(values.weights) ?? undefined) : undefined }));
