import { BlogPost } from '../../../db/entities';
import type { Deps } from '../deps';
import { toAdminPostView } from './to-post-view';

/** Every post, drafts included: drafts first (newest edit first), then published by date. */
export async function listAdminPosts(deps: Deps) {
  const posts = await deps.em.find(BlogPost, {}, { orderBy: { isPublished: 'asc', publishedAt: 'desc', updatedAt: 'desc', id: 'asc' }, populate: ['heroImage'] });
  return posts.map(toAdminPostView);
}
