import type { BlogPost } from '../../../db/entities';
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

export function toPostSummary(post: BlogPost): BlogPostSummary {
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    icon: post.icon,
    heroImageUrl: heroImageUrl(post),
    heroImage: heroImage(post),
    readTimeMinutes: readTimeMinutes(post.content),
    // Only published posts reach the public views, and those always have a date (a CHECK constraint).
    publishedAt: post.publishedAt ?? post.createdAt,
  };
}

/** Rendered when read — once per change, as public reads are cached — so a tightened allow-list applies to every post at once (decision 004). */
export function toPostView(post: BlogPost): BlogPostView {
  return { ...toPostSummary(post), html: renderStoredMarkdown(post.content), updatedAt: post.updatedAt };
}

export function toAdminPostView(post: BlogPost): AdminBlogPostView {
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    icon: post.icon,
    content: post.content,
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
