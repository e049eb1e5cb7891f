import { z } from 'zod';
import { PAGE_SLUGS } from '../../../db/entities/enums';

export const pageSlugSchema = z.enum(PAGE_SLUGS, { message: `Page must be one of: ${PAGE_SLUGS.join(', ')}` });

export const pageSchema = z.object({ slug: pageSlugSchema, title: z.string(), content: z.string(), updatedAt: z.date() });

export const getPageInputSchema = z.object({ slug: pageSlugSchema });

export const updatePageInputSchema = z.object({
  slug: pageSlugSchema,
  title: z.string({ message: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  content: z.string({ message: 'Content is required' }).trim().min(1, 'Content is required').max(100_000, 'Content must be at most 100000 characters'),
});
export type UpdatePageInput = z.infer<typeof updatePageInputSchema>;
