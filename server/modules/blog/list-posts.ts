import { BlogPost } from '../../../db/entities';
import type { BlogCategory } from '../../../db/entities/enums';
import type { Deps } from '../deps';
import { toPostSummary } from './to-post-view';

/** Published posts, newest first, optionally of one category. */
export async function listPosts(deps: Deps, input: { category?: BlogCategory }) {
  const posts = await deps.em.find(
    BlogPost,
    { isPublished: true, ...(input.category ? { category: input.category } : {}) },
    { orderBy: { publishedAt: 'desc', id: 'asc' }, populate: ['heroImage'] },
  );
  return posts.map(toPostSummary);
}
