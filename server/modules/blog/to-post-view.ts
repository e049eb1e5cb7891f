import type { BlogPost } from '../../../db/entities';
import type { Locale } from '#contract/i18n/locales';
import { inReaderLanguage } from '#contract/i18n/stored-text';
import { imageUrl, responsiveImage } from '#contract/media/image-types';
import { readTimeMinutes, renderStoredMarkdown } from './render-markdown';
import type { AdminBlogPostView, BlogPostSummary, BlogPostView } from '#contract/blog/schemas';

function heroImageUrl(post: BlogPost): string | null {
  const image = post.heroImage;
  return image ? imageUrl({ id: image.id, contentType: image.contentType }) : null;
}

/** Null also for an image whose size is unknown: one that no longer decodes (media/backfill-variants.ts). */
function heroImage(post: BlogPost): BlogPostSummary['heroImage'] {
  const image = post.heroImage;
  if (!image?.width || !image.height) return null;
  return responsiveImage({ id: image.id, contentType: image.contentType, width: image.width, height: image.height });
}

/** Each text in the reader's language, or in English where the post has no Hindi version of it (decision 037). */
function readerTexts(post: BlogPost, locale: Locale) {
  return {
    title: inReaderLanguage(post.title, post.titleHi, locale),
    excerpt: inReaderLanguage(post.excerpt, post.excerptHi, locale),
    body: inReaderLanguage(post.content, post.contentHi, locale),
  };
}

function summaryOf(post: BlogPost, { title, excerpt, body }: ReturnType<typeof readerTexts>): BlogPostSummary {
  return {
    id: post.id,
    title: title.text,
    excerpt: excerpt.text,
    category: post.category,
    icon: post.icon,
    heroImageUrl: heroImageUrl(post),
    heroImage: heroImage(post),
    // Of the body the reader gets.
    readTimeMinutes: readTimeMinutes(body.text),
    // Only published posts reach the public views, and those always have a date (a CHECK constraint).
    publishedAt: post.publishedAt ?? post.createdAt,
    lang: { title: title.lang, excerpt: excerpt.lang },
  };
}

export function toPostSummary(post: BlogPost, locale: Locale): BlogPostSummary {
  return summaryOf(post, readerTexts(post, locale));
}

/** Rendered when read — once per change, as public reads are cached — so a tightened allow-list applies to every post at once (decision 004). */
export function toPostView(post: BlogPost, locale: Locale): BlogPostView {
  const texts = readerTexts(post, locale);
  const summary = summaryOf(post, texts);
  return { ...summary, html: renderStoredMarkdown(texts.body.text), updatedAt: post.updatedAt, lang: { ...summary.lang, html: texts.body.lang } };
}

export function toAdminPostView(post: BlogPost): AdminBlogPostView {
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    icon: post.icon,
    content: post.content,
    titleHi: post.titleHi,
    excerptHi: post.excerptHi,
    contentHi: post.contentHi,
    heroImageId: post.heroImage?.id ?? null,
    heroImageUrl: heroImageUrl(post),
    readTimeMinutes: readTimeMinutes(post.content),
    published: post.isPublished,
    publishedAt: post.publishedAt ?? null,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  };
}

/** The audit log keeps the editable fields (the body in full, so an edit can be undone by hand). */
export function auditPostFields(post: BlogPost) {
  const { createdAt: _createdAt, updatedAt: _updatedAt, readTimeMinutes: _readTime, heroImageUrl: _url, ...fields } = toAdminPostView(post);
  return fields;
}
