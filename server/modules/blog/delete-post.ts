import { LockMode } from '@mikro-orm/core';
import { BlogPost } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { auditPostFields } from './to-post-view';

export async function deletePost(deps: Deps, input: { id: string; adminId: string }) {
  return deps.em.transactional(async (em) => {
    const post = await em.findOne(BlogPost, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!post) throw refuse('blog.not-found');
    await em.populate(post, ['heroImage']);
    recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'blog.delete', targetType: 'blog-post', targetId: post.id, before: auditPostFields(post) });
    em.remove(post);
    await em.flush();
    announceChange(em, 'blog');
    return { ok: true as const, id: input.id };
  });
}
