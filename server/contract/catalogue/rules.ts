/**
 * The catalogue's filter rules that the SPAs' URL readers also apply, apart from the zod schemas
 * (which build on them) so route options in the browser's entry chunk can read them without
 * loading zod.
 */
export { CATALOGUE_STATUSES, type CatalogueStatus } from '../enums';

/** A month filter, `2025-09`. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const MAX_SEARCH_LENGTH = 100;
