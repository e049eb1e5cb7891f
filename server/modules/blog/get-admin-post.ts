import { BlogPost } from '../../../db/entities';
import { AppError } from '../../errors';
import type { Deps } from '../deps';
import { BLOG_MESSAGES } from './schemas';
import { toAdminPostView } from './to-post-view';

export async function getAdminPost(deps: Deps, input: { id: string }) {
  const post = await deps.em.findOne(BlogPost, { id: input.id }, { populate: ['heroImage'] });
  if (!post) throw new AppError('NOT_FOUND', BLOG_MESSAGES.notFound);
  return toAdminPostView(post);
}
