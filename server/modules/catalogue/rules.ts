/**
 * The catalogue's input rules that the public SPA's URL filters and the admin's inputs also apply,
 * apart from the zod schemas (which build on them) so route options in the browser's entry chunk
 * can read them without loading zod.
 */
export { CATALOGUE_STATUSES, type CatalogueStatus } from '../../../db/entities/enums';

/** A month filter, `2025-09`. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const MAX_SEARCH_LENGTH = 100;
export const MAX_TITLE_LENGTH = 120;
export const MAX_REFER_CODE_LENGTH = 40;
export const MAX_LOCK_REASON_LENGTH = 300;
