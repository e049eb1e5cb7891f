import { BlogPost } from '../../../db/entities';
import type { BlogCategory } from '#contract/enums';
import { cachedRead } from '../cache/site-cache';
import type { Deps } from '../deps';
import { BLOG_TOPIC } from './public-blog-cache';
import { toPostSummary } from './to-post-view';

/** Published posts, newest first, optionally of one category. */
export function listPosts(deps: Deps, input: { category?: BlogCategory }) {
  return cachedRead(deps, BLOG_TOPIC, `list:${input.category ?? ''}`, async () => {
    const posts = await deps.em.find(
      BlogPost,
      { isPublished: true, ...(input.category ? { category: input.category } : {}) },
      { orderBy: { publishedAt: 'desc', id: 'asc' }, populate: ['heroImage'] },
    );
    return posts.map(toPostSummary);
  });
}
