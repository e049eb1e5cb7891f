import { LockMode } from '@mikro-orm/core';
import { BlogPost } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { forgetPublicBlog } from './public-blog-cache';
import { auditPostFields } from './to-post-view';

export async function deletePost(deps: Deps, input: { id: string; adminId: string }) {
  const changed = await deps.em.transactional(async (em) => {
    const post = await em.findOne(BlogPost, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!post) throw refuse('blog.not-found');
    await em.populate(post, ['heroImage']);
    recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'blog.delete', targetType: 'blog-post', targetId: post.id, before: auditPostFields(post) });
    em.remove(post);
    await em.flush();
    return { ok: true as const, id: input.id };
  });
  forgetPublicBlog(deps);
  return changed;
}
