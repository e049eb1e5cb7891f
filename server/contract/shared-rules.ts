/**
 * Limits of the shared schemas that the SPAs' route options also apply, apart from the zod schemas
 * (`shared-schemas.ts` builds on them) so the browser's entry chunk can read them without loading zod.
 */

/** The highest `?page=` a list takes (`pageQuerySchema`). */
export const MAX_PAGE = 10_000;

/** A new password's length (`newPasswordSchema`); the public forms word its messages from these too. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
