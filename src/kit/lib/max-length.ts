import type { z } from 'zod';

type Wrapper = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };

/**
 * The longest text a field's zod rule takes, for its input's `maxLength` (the number's one home is
 * the schema), looking through optional, nullable, default and pipe wrappers; undefined: no limit.
 */
export function maxLengthOf(rule: z.ZodType): number | undefined {
  if ('maxLength' in rule && typeof rule.maxLength === 'number') return rule.maxLength;
  const def = rule._zod.def as Wrapper;
  if (def.innerType) return maxLengthOf(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return maxLengthOf(def.in) ?? maxLengthOf(def.out);
  return undefined;
}
