import { BlogPost } from '../../../db/entities';
import type { Deps } from '../deps';
import { imageUrl } from '../media/image-types';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of this page. */
  url: string;
  type: 'website' | 'article';
  /** Absolute URL of the share image, when the page has one. */
  image?: string;
  publishedAt?: Date;
  /** The SPA shows its own "not found" page; the server answers 404 so crawlers do not index it. */
  notFound?: boolean;
}

export const SITE_NAME = 'Honest Rewards';

const BLOG_POST_PATH = /^\/blog\/([^/]+)\/?$/;

/**
 * Title, description and Open Graph data for the pages that should be found by search engines
 * without running JavaScript. Null for every other path (the HTML keeps its default tags).
 */
export async function describePage(deps: Deps, pathname: string): Promise<PageMeta | null> {
  const base = deps.config.publicUrl;
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/youtube-app') {
    return {
      title: `YouTube Redeem Code Apps · ${SITE_NAME}`,
      description: 'A month-by-month list of earn-and-redeem apps and websites from our videos: which are live, pending or closed, with download links, videos and refer codes.',
      url: `${base}/youtube-app`,
      type: 'website',
    };
  }
  if (path === '/blog') {
    return {
      title: `Finance Blog · ${SITE_NAME}`,
      description: 'Plain-language guides to personal loans, credit cards, home loans, health insurance and mutual funds in India. Information, not financial advice.',
      url: `${base}/blog`,
      type: 'website',
    };
  }
  const match = BLOG_POST_PATH.exec(path);
  if (!match) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1] ?? '');
  } catch {
    return blogPostNotFound(base, match[1] ?? '');
  }
  if (id.length > 200) return blogPostNotFound(base, '');
  const post = await deps.em.findOne(BlogPost, { id, isPublished: true }, { populate: ['heroImage'] });
  if (!post) return blogPostNotFound(base, id);
  return {
    title: `${post.title} · ${SITE_NAME}`,
    description: post.excerpt,
    url: `${base}/blog/${encodeURIComponent(post.id)}`,
    type: 'article',
    image: post.heroImage ? `${base}${imageUrl(post.heroImage)}` : undefined,
    publishedAt: post.publishedAt ?? undefined,
  };
}

function blogPostNotFound(base: string, id: string): PageMeta {
  return {
    title: `Blog Post Not Found · ${SITE_NAME}`,
    description: 'This article does not exist or is no longer published.',
    url: `${base}/blog/${encodeURIComponent(id)}`,
    type: 'website',
    notFound: true,
  };
}
