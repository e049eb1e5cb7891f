import { BlogPost } from '../../../db/entities';
import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { toAdminPostView } from './to-post-view';

export async function getAdminPost(deps: Deps, input: { id: string }) {
  const post = await deps.em.findOne(BlogPost, { id: input.id }, { populate: ['heroImage'] });
  if (!post) throw refuse('blog.not-found');
  return toAdminPostView(post);
}
