import { BlogPost } from '../../../db/entities';
import type { BlogCategory } from '#contract/enums';
import type { BlogPostSummary } from '#contract/blog/schemas';
import { CachedRead } from '../cache';
import type { Deps } from '../deps';
import { toPostSummary } from './to-post-view';

/** Per category ('' for all) until a post or an image changes (a post's hero image and its size). */
const PUBLISHED_POSTS = new CachedRead<string, BlogPostSummary[], Deps>({
  name: 'published posts',
  key: (category) => category,
  read: async (deps, category) => {
    const posts = await deps.em.find(BlogPost, { isPublished: true, ...(category ? { category: category as BlogCategory } : {}) }, { orderBy: { publishedAt: 'desc', id: 'asc' }, populate: ['heroImage'] });
    return posts.map(toPostSummary);
  },
  maxEntries: 256,
  forgetOn: { blog: 'all' },
  public: true,
});

/** Published posts, newest first, optionally of one category. */
export function listPosts(deps: Deps, input: { category?: BlogCategory }) {
  return PUBLISHED_POSTS.get(deps, input.category ?? '');
}
