/** The catalogue's filter rules the SPAs' URL readers apply, apart from zod for the entry chunk. */
export { CATALOGUE_STATUSES, type CatalogueStatus } from '../enums';

/** A month filter, `2025-09`. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const MAX_SEARCH_LENGTH = 100;
