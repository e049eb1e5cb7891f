/**
 * Limits of the shared schemas that the SPAs' route options also apply, apart from the zod schemas
 * (`shared-schemas.ts` builds on them) so the browser's entry chunk can read them without loading zod.
 */

/** The highest `?page=` a list takes (`pageQuerySchema`). */
export const MAX_PAGE = 10_000;
