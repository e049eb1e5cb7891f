import { z } from 'zod';
import { ROUTE_GROUPS } from './rules';

/** Above these a value is no measurement (a tab left open for hours reports no LCP at all). */
const MAX_MILLISECONDS = 600_000;
const MAX_LAYOUT_SHIFT = 100;

/**
 * One page view's Core Web Vitals as web-vitals measured them: LCP and INP in milliseconds, CLS as
 * its unitless score; at least one of them. Strict: a field beyond these (an address, an id) is refused.
 */
export const vitalsBeaconSchema = z
  .strictObject({
    group: z.enum(ROUTE_GROUPS),
    lcpMs: z.number().min(0).max(MAX_MILLISECONDS).optional(),
    inpMs: z.number().min(0).max(MAX_MILLISECONDS).optional(),
    cls: z.number().min(0).max(MAX_LAYOUT_SHIFT).optional(),
  })
  .refine((beacon) => beacon.lcpMs !== undefined || beacon.inpMs !== undefined || beacon.cls !== undefined, { message: 'A beacon carries at least one of lcpMs, inpMs and cls' });

export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;
