import { z } from 'zod';

/**
 * A typed whole number: blank is "not given" (`blank`), anything else becomes a number for the
 * server's rule to judge — "abc" becomes NaN, which that rule refuses in its own words.
 */
export function numberText<Blank extends undefined | null>(blank: Blank) {
  return z.string().transform((text): number | Blank | undefined => (text.trim() === '' ? blank : Number(text.trim())));
}
