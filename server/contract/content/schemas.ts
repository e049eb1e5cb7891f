import { z } from 'zod';
import { PAGE_SLUGS } from '../enums';
import { BASE_LOCALE, LOCALES } from '../i18n/locales';

export const pageSlugSchema = z.enum(PAGE_SLUGS, { message: `Page must be one of: ${PAGE_SLUGS.join(', ')}` });
export const pageLocaleSchema = z.enum(LOCALES, { message: `Language must be one of: ${LOCALES.join(', ')}` });

const pageFields = { slug: pageSlugSchema, title: z.string(), content: z.string(), updatedAt: z.date() };

/** A page as a reader gets it; `locale` is the language of its text: theirs, or English while the page has no Hindi text. */
export const pageSchema = z.object({ ...pageFields, locale: pageLocaleSchema });

/** A page as the admin edits it: the English text and the Hindi one (empty: readers get the English). */
export const adminPageSchema = z.object({ ...pageFields, titleHi: z.string(), contentHi: z.string() });

export const getPageInputSchema = z.object({ slug: pageSlugSchema });

export const updatePageInputSchema = z.object({
  slug: pageSlugSchema,
  // One language per edit; English when left out, so the REST API's documented body (title and content) still edits the English text.
  locale: pageLocaleSchema.default(BASE_LOCALE),
  title: z.string({ message: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  content: z.string({ message: 'Content is required' }).trim().min(1, 'Content is required').max(100_000, 'Content must be at most 100000 characters'),
});
export type UpdatePageInput = z.infer<typeof updatePageInputSchema>;
