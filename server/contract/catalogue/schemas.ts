import { z } from 'zod';
import { idSchema, pageQuerySchema } from '../shared-schemas';
import { hindiTextSchema, textLangSchema } from '../i18n/stored-text';
import { httpUrlSchema, optionalHttpUrlSchema, optionalTextSchema } from '../url-schema';
import { CATALOGUE_STATUSES, MAX_SEARCH_LENGTH, MONTH_PATTERN } from './rules';

export const CATALOGUE_MESSAGES = {
  notFound: 'App not found',
  statusInvalid: `Status must be one of: ${CATALOGUE_STATUSES.join(', ')}`,
  monthInvalid: 'Month must be a month like 2025-09',
  dateInvalid: 'Date must be a date like 2025-09-14',
  lockReasonRequired: 'Lock reason is required when the app is locked',
} as const;

/** The spec's default text for a locked item (seed spec, catalogue dialogs). */
export const DEFAULT_LOCK_REASON = "1K likes is not completed on video yet. When it's completed you will get the link!";
/** The same default in Hindi, offered beside it (docs/hindi-style.md). */
export const DEFAULT_LOCK_REASON_HI = 'वीडियो पर अभी 1K लाइक पूरे नहीं हुए हैं। पूरे होते ही आपको लिंक मिल जाएगा!';

const TITLE_MAX = 120;
const LOCK_REASON_MAX = 300;

export const catalogueStatusSchema = z.enum(CATALOGUE_STATUSES, { message: CATALOGUE_MESSAGES.statusInvalid });

/** A query-string filter: '' and 'all' switch it off (seed spec: "The value 'all' disables a filter"). */
const noFilter = (value: unknown) => (value === '' || value === 'all' || value === null ? undefined : value);

const searchTextSchema = z.string({ message: 'Search must be text' }).trim().max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters`);

const isoDateSchema = z
  .string({ message: CATALOGUE_MESSAGES.dateInvalid })
  .trim()
  .pipe(z.iso.date(CATALOGUE_MESSAGES.dateInvalid))
  .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', 'Date must be between 2000 and 2100');

export const listCatalogueInputSchema = z
  .object({
    search: z.preprocess(noFilter, searchTextSchema.optional()),
    month: z.preprocess(noFilter, z.string({ message: CATALOGUE_MESSAGES.monthInvalid }).regex(MONTH_PATTERN, CATALOGUE_MESSAGES.monthInvalid).optional()),
    status: z.preprocess(noFilter, catalogueStatusSchema.optional()),
  })
  .default({});
export type ListCatalogueInput = z.infer<typeof listCatalogueInputSchema>;

export const catalogueItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: catalogueStatusSchema,
  /** ISO date, YYYY-MM-DD. */
  date: z.string(),
  /** YYYY-MM, derived from `date`. */
  month: z.string(),
  /** Withheld (null) while the item is locked: the lock is kept by the server, not by a disabled button. */
  downloadLink: z.string().nullable(),
  downloadLink2: z.string().nullable(),
  videoLink: z.string(),
  referCode: z.string().nullable(),
  isWebsite: z.boolean(),
  isDualApp: z.boolean(),
  isLocked: z.boolean(),
  lockReason: z.string().nullable(),
  /** The language each text is shown in: the reader's, or English while it has no Hindi version (decision 037). */
  lang: z.object({ title: textLangSchema, lockReason: textLangSchema }),
});
export type CatalogueItemView = z.infer<typeof catalogueItemSchema>;

export const monthSummarySchema = z.object({ month: z.string(), label: z.string(), count: z.number().int() });

export const catalogueListSchema = z.object({
  /** Every item in the catalogue ("Showing X of Y apps": Y). */
  total: z.number().int(),
  /** Items matching the filters (X). */
  matching: z.number().int(),
  /** Every month present in the whole catalogue, newest first, for the month filter. */
  months: z.array(monthSummarySchema),
  /** The matching items under their month headings, newest month first, with per-month counts. */
  groups: z.array(monthSummarySchema.extend({ items: z.array(catalogueItemSchema) })),
});
export type CatalogueList = z.infer<typeof catalogueListSchema>;

/** Both languages: the Hindi texts are empty where there is no translation (the list shows which items lack one). */
export const adminCatalogueItemSchema = catalogueItemSchema.omit({ lang: true }).extend({
  titleHi: z.string(),
  lockReasonHi: z.string(),
  downloadLink: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type AdminCatalogueItemView = z.infer<typeof adminCatalogueItemSchema>;

export const listAdminCatalogueInputSchema = pageQuerySchema.extend({
  search: z.preprocess(noFilter, searchTextSchema.optional()),
  status: z.preprocess(noFilter, catalogueStatusSchema.optional()),
});
export type ListAdminCatalogueInput = z.infer<typeof listAdminCatalogueInputSchema>;

/** A locked item must say why (users see the reason instead of a link). */
function requireLockReason(value: { isLocked: boolean; lockReason: string | null }, ctx: z.RefinementCtx) {
  if (value.isLocked && !value.lockReason) ctx.addIssue({ code: 'custom', path: ['lockReason'], message: CATALOGUE_MESSAGES.lockReasonRequired });
}

const catalogueFieldsShape = {
  title: z.string({ message: 'Title is required' }).trim().min(1, 'Title is required').max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
  titleHi: hindiTextSchema('Title (Hindi)', TITLE_MAX),
  status: catalogueStatusSchema,
  date: isoDateSchema,
  downloadLink: httpUrlSchema('Download link'),
  downloadLink2: optionalHttpUrlSchema('Second download link'),
  videoLink: httpUrlSchema('Video link'),
  referCode: optionalTextSchema('Refer code', 40),
  isWebsite: z.boolean({ message: 'Website flag must be true or false' }).default(false),
  isLocked: z.boolean({ message: 'Locked flag must be true or false' }).default(false),
  lockReason: optionalTextSchema('Lock reason', LOCK_REASON_MAX),
  lockReasonHi: hindiTextSchema('Lock reason (Hindi)', LOCK_REASON_MAX),
};

export const createCatalogueItemInputSchema = z.object(catalogueFieldsShape).superRefine(requireLockReason);
export type CatalogueFields = z.infer<typeof createCatalogueItemInputSchema>;

export const updateCatalogueItemInputSchema = z.object({ id: idSchema, ...catalogueFieldsShape }).superRefine(requireLockReason);
export type UpdateCatalogueItemInput = z.infer<typeof updateCatalogueItemInputSchema>;

export const catalogueIdInputSchema = z.object({ id: idSchema });

export const setCatalogueStatusInputSchema = z.object({ id: idSchema, status: catalogueStatusSchema });

export const setCatalogueLockInputSchema = z
  .object({
    id: idSchema,
    isLocked: z.boolean({ message: 'Locked flag must be true or false' }),
    lockReason: optionalTextSchema('Lock reason', LOCK_REASON_MAX),
    lockReasonHi: hindiTextSchema('Lock reason (Hindi)', LOCK_REASON_MAX),
  })
  .superRefine(requireLockReason);
export type SetCatalogueLockInput = z.infer<typeof setCatalogueLockInputSchema>;
