import { BlogPost } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { cachedRead } from '../cache/site-cache';
import type { Deps } from '../deps';
import { BLOG_TOPIC } from './public-blog-cache';
import type { BlogPostView } from '#contract/blog/schemas';
import { toPostView } from './to-post-view';

/**
 * A published post with its sanitised HTML, or null for a draft or an unknown id (cached too, so a
 * crawler's misses cost nothing). Visibility is the published flag alone, never the clock.
 */
export function findPublishedPost(deps: Deps, id: string): Promise<BlogPostView | null> {
  return cachedRead(deps, BLOG_TOPIC, `post:${id}`, async () => {
    const post = await deps.em.findOne(BlogPost, { id, isPublished: true }, { populate: ['heroImage'] });
    return post ? toPostView(post) : null;
  });
}

/** A published post; drafts and unknown ids are both 'Blog Post Not Found'. */
export async function getPost(deps: Deps, input: { id: string }): Promise<BlogPostView> {
  const post = await findPublishedPost(deps, input.id);
  if (!post) throw refuse('blog.not-found');
  return post;
}
