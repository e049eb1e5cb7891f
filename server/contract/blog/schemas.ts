import { z } from 'zod';
import { BLOG_CATEGORIES, BLOG_ICONS, type BlogCategory, type BlogIcon } from '../enums';
import { hindiTextSchema, textLangSchema, utf8Length } from '../i18n/stored-text';
import { responsiveImageSchema } from '../media/schemas';

export const BLOG_MESSAGES = {
  notFound: 'Blog Post Not Found',
  idTaken: 'A post with this id already exists',
  idInvalid: 'Id must be lower-case letters, digits and single hyphens, like my-first-post',
  categoryInvalid: `Category must be one of: ${BLOG_CATEGORIES.join(', ')}`,
  imageNotFound: 'Hero image not found; please upload it again',
  contentTooDeep: 'Content is nested too deeply (quotes, lists or emphasis inside one another); please simplify it',
  bothContentsTooLong: 'Content (Hindi) and the English content together are too long to save at once; please shorten one of them',
} as const;

/** Well inside the 64 KiB JSON body cap, so an over-long body gets this message rather than a 413. */
export const MAX_CONTENT_LENGTH = 50_000;
/**
 * Both languages' bodies travel in one save, under the same 64 KiB cap, and a Devanagari letter takes
 * three bytes: together they get this many bytes, leaving room for the titles and excerpts (decision 037).
 */
export const MAX_BOTH_CONTENTS_BYTES = 56 * 1024;
const TITLE_MAX = 200;
const EXCERPT_MAX = 500;

/** The icon a post gets when none is chosen. */
export const DEFAULT_ICON_BY_CATEGORY: Record<BlogCategory, BlogIcon> = {
  'Personal Loans': 'wallet',
  'Credit Cards': 'credit-card',
  'Home Loans': 'home',
  'Health Insurance': 'heart',
  'Mutual Funds': 'trending-up',
};

export const blogCategorySchema = z.enum(BLOG_CATEGORIES, { message: BLOG_MESSAGES.categoryInvalid });
export const blogIconSchema = z.enum(BLOG_ICONS, { message: `Icon must be one of: ${BLOG_ICONS.join(', ')}` });

export const blogIdSchema = z
  .string({ message: 'Id is required' })
  .trim()
  .min(1, 'Id is required')
  .min(3, 'Id must be at least 3 characters')
  .max(100, 'Id must be at most 100 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, BLOG_MESSAGES.idInvalid);

/** Looking a post up: any text is accepted and an unknown one is a 404 ('Blog Post Not Found'), not a 400. */
export const blogIdLookupSchema = z.object({ id: z.string({ message: 'Id is required' }).trim().min(1, 'Id is required').max(200, 'Id is too long') });

const emptyAsMissing = (value: unknown) => (value === '' || value === 'all' || value === null ? undefined : value);

export const listBlogInputSchema = z.object({ category: z.preprocess(emptyAsMissing, blogCategorySchema.optional()) }).default({});

export const blogPostSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: blogCategorySchema,
  icon: blogIconSchema,
  heroImageUrl: z.string().nullable(),
  /** The same image with its size and resized variants, for a srcset. */
  heroImage: responsiveImageSchema.nullable(),
  readTimeMinutes: z.number().int(),
  publishedAt: z.date(),
  /** The language each text is shown in: the reader's, or English while it has no Hindi version (decision 037). */
  lang: z.object({ title: textLangSchema, excerpt: textLangSchema }),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** Rendered from Markdown and sanitised on the server: safe to insert as HTML. */
  html: z.string(),
  updatedAt: z.date(),
  lang: z.object({ title: textLangSchema, excerpt: textLangSchema, html: textLangSchema }),
});
export type BlogPostView = z.infer<typeof blogPostSchema>;

export const adminBlogPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: blogCategorySchema,
  icon: blogIconSchema,
  content: z.string(),
  /** The Hindi texts; empty where there is no translation (readers then get the English one). */
  titleHi: z.string(),
  excerptHi: z.string(),
  contentHi: z.string(),
  heroImageId: z.string().nullable(),
  heroImageUrl: z.string().nullable(),
  readTimeMinutes: z.number().int(),
  published: z.boolean(),
  publishedAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type AdminBlogPostView = z.infer<typeof adminBlogPostSchema>;

const postFieldsShape = {
  title: z.string({ message: 'Title is required' }).trim().min(1, 'Title is required').max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
  excerpt: z.string({ message: 'Excerpt is required' }).trim().min(1, 'Excerpt is required').max(EXCERPT_MAX, `Excerpt must be at most ${EXCERPT_MAX} characters`),
  category: blogCategorySchema,
  icon: blogIconSchema.nullish(),
  content: z
    .string({ message: 'Content is required' })
    .max(MAX_CONTENT_LENGTH, `Content must be at most ${MAX_CONTENT_LENGTH} characters`)
    .refine((value) => value.trim().length > 0, 'Content is required'),
  titleHi: hindiTextSchema('Title (Hindi)', TITLE_MAX),
  excerptHi: hindiTextSchema('Excerpt (Hindi)', EXCERPT_MAX),
  contentHi: hindiTextSchema('Content (Hindi)', MAX_CONTENT_LENGTH),
  published: z.boolean({ message: 'Published must be true or false' }).default(false),
  heroImageId: z.string({ message: 'Hero image id must be a valid id' }).uuid('Hero image id must be a valid id').nullish(),
};

/** Shown on the Hindi body, the one a translator adds last. */
function requireBothContentsFit(value: { content: string; contentHi?: string | undefined }, ctx: z.RefinementCtx) {
  if (utf8Length(value.content) + utf8Length(value.contentHi ?? '') > MAX_BOTH_CONTENTS_BYTES) ctx.addIssue({ code: 'custom', path: ['contentHi'], message: BLOG_MESSAGES.bothContentsTooLong });
}

export const createBlogPostInputSchema = z.object({ id: blogIdSchema, ...postFieldsShape }).superRefine(requireBothContentsFit);
export type CreateBlogPostInput = z.infer<typeof createBlogPostInputSchema>;

/** The id (slug) is the post's address and stays as created. */
export const updateBlogPostInputSchema = z
  .object({ id: z.string({ message: 'Id is required' }).min(1, 'Id is required').max(200, 'Id is too long'), ...postFieldsShape })
  .superRefine(requireBothContentsFit);
export type UpdateBlogPostInput = z.infer<typeof updateBlogPostInputSchema>;

export const setBlogPublishedInputSchema = z.object({ id: z.string().min(1, 'Id is required').max(200, 'Id is too long'), published: z.boolean({ message: 'Published must be true or false' }) });

export const previewMarkdownInputSchema = z.object({ content: z.string({ message: 'Content is required' }).max(MAX_CONTENT_LENGTH, `Content must be at most ${MAX_CONTENT_LENGTH} characters`) });
