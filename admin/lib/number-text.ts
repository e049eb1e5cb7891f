import { z } from 'zod';

/**
 * Forms type text; each field reads it into the server's value and pipes that into the server's own
 * rule, so every limit and message is the server's. A number: blank is `blank`, "abc" is NaN (refused there).
 */
export function numberText<Blank extends undefined | null>(blank: Blank) {
  return z.string().transform((text): number | Blank | undefined => (text.trim() === '' ? blank : Number(text.trim())));
}
