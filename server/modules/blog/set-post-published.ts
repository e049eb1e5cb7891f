import { LockMode } from '@mikro-orm/core';
import { BlogPost } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { toAdminPostView } from './to-post-view';

export async function setPostPublished(deps: Deps, input: { id: string; published: boolean; adminId: string }) {
  return deps.em.transactional(async (em) => {
    const post = await em.findOne(BlogPost, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!post) throw refuse('blog.not-found');
    await em.populate(post, ['heroImage']);
    const before = { published: post.isPublished, publishedAt: post.publishedAt ?? null };
    const now = deps.clock.now();
    if (input.published && !post.publishedAt) post.publishedAt = now;
    post.isPublished = input.published;
    post.updatedAt = now;
    recordAudit({ ...deps, em }, {
      adminId: input.adminId,
      action: input.published ? 'blog.publish' : 'blog.unpublish',
      targetType: 'blog-post',
      targetId: post.id,
      before,
      after: { published: post.isPublished, publishedAt: post.publishedAt ?? null },
    });
    await em.flush();
    announceChange(em, 'blog');
    return toAdminPostView(post);
  });
}
