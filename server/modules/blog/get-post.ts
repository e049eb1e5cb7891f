import { BlogPost } from '../../../db/entities';
import { refuse } from '../../errors';
import type { Deps } from '../deps';
import { toPostView } from './to-post-view';

/** A published post with its sanitised HTML; drafts and unknown ids are both 'Blog Post Not Found'. */
export async function getPost(deps: Deps, input: { id: string }) {
  const post = await deps.em.findOne(BlogPost, { id: input.id, isPublished: true }, { populate: ['heroImage'] });
  if (!post) throw refuse('blog.not-found');
  return toPostView(post);
}
