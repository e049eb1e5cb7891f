import { z } from 'zod';
import { BLOG_CATEGORIES, BLOG_ICONS } from '#contract/enums';
import { parseContentFile } from '#contract/content/content-file';
import { readContentFiles } from './content-files';

/** A hero colour written `49, 46, 129`. */
const RGB = z
  .string()
  .transform((value) => value.split(', ').map(Number))
  .pipe(z.tuple([z.int().min(0).max(255), z.int().min(0).max(255), z.int().min(0).max(255)]));

const POST_FILE = z
  .strictObject({
    slug: z.string(),
    /** Posts are English only: they have no Hindi columns. */
    locale: z.literal('en'),
    title: z.string().min(1),
    excerpt: z.string().min(1),
    category: z.enum(BLOG_CATEGORIES),
    icon: z.enum(BLOG_ICONS),
    /** Published at 10:00 IST on this day. */
    date: z.iso.date(),
    heroFrom: RGB,
    heroTo: RGB,
    heroAccent: RGB,
    body: z.string().min(1),
  })
  .transform(({ slug, locale: _english, heroFrom, heroTo, heroAccent, body, ...post }) => ({ id: slug, ...post, palette: { from: heroFrom, to: heroTo, accent: heroAccent }, content: body }));

/**
 * The five articles the spec names, written for this project: general information with the spec's
 * figures (`content/blog/<id>.en.md`). In date order, which also picks each hero image's circles.
 */
export const BLOG_SEED = Object.entries(readContentFiles('blog'))
  .map(([name, text]) => parseContentFile(name, text, POST_FILE))
  .sort((a, b) => a.date.localeCompare(b.date));
