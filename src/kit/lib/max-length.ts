import type { z } from 'zod';

type Wrapper = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };

/**
 * The longest text a field's zod rule takes, for its input's `maxLength`, so typing stops where the
 * server's rule would refuse and the number has one home (the schema). Looks through the wrappers
 * a field rule is built with (optional, nullable, default, a preprocess or transform pipe); a rule
 * with no length limit gives `undefined`, which leaves the input unlimited.
 */
export function maxLengthOf(rule: z.ZodType): number | undefined {
  if ('maxLength' in rule && typeof rule.maxLength === 'number') return rule.maxLength;
  const def = rule._zod.def as Wrapper;
  if (def.innerType) return maxLengthOf(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return maxLengthOf(def.in) ?? maxLengthOf(def.out);
  return undefined;
}
