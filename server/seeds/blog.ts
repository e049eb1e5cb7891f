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

/** A post's Hindi translation (`<id>.hi.md`): its texts only; everything else is the English file's. */
const TRANSLATION_FILE = z
  .strictObject({ slug: z.string(), locale: z.literal('hi'), title: z.string().min(1), excerpt: z.string().min(1), body: z.string().min(1) })
  .transform(({ slug, title, excerpt, body }) => ({ id: slug, titleHi: title, excerptHi: excerpt, contentHi: body }));

const files = Object.entries(readContentFiles('blog'));
const translations = new Map(
  files
    .filter(([name]) => name.endsWith('.hi.md'))
    .map(([name, text]) => parseContentFile(name, text, TRANSLATION_FILE))
    .map((translation) => [translation.id, translation]),
);

/**
 * The five articles the spec names, written for this project: general information with the spec's
 * figures (`content/blog/<id>.en.md`), each with its Hindi translation (`<id>.hi.md`, docs/hindi-style.md;
 * a unit test keeps their figures alike). In date order, which also picks each hero image's circles.
 */
export const BLOG_SEED = files
  .filter(([name]) => name.endsWith('.en.md'))
  .map(([name, text]) => parseContentFile(name, text, POST_FILE))
  .map((post) => {
    const translation = translations.get(post.id);
    if (!translation) throw new Error(`content/blog/${post.id}.hi.md: missing`);
    const { id: _id, ...hindi } = translation;
    return { ...post, ...hindi };
  })
  .sort((a, b) => a.date.localeCompare(b.date));
