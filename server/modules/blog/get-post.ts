import { BlogPost } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { CachedRead } from '../cache';
import type { Deps } from '../deps';
import type { BlogPostView } from '#contract/blog/schemas';
import { toPostView } from './to-post-view';

/**
 * Rendered once per change, not per read; misses (drafts, unknown ids) are kept too, so a crawler's
 * cost nothing. Visibility is the published flag alone, never the clock.
 */
const PUBLISHED_POST = new CachedRead<string, BlogPostView | null, Deps>({
  name: 'published post',
  key: (id) => id,
  read: async (deps, id) => {
    const post = await deps.em.findOne(BlogPost, { id, isPublished: true }, { populate: ['heroImage'] });
    return post ? toPostView(post) : null;
  },
  maxEntries: 256,
  forgetOn: { blog: 'all' },
  public: true,
});

export function findPublishedPost(deps: Deps, id: string): Promise<BlogPostView | null> {
  return PUBLISHED_POST.get(deps, id);
}

/** A published post; drafts and unknown ids are both 'Blog Post Not Found'. */
export async function getPost(deps: Deps, input: { id: string }): Promise<BlogPostView> {
  const post = await findPublishedPost(deps, input.id);
  if (!post) throw refuse('blog.not-found');
  return post;
}
