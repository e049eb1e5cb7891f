import { LockMode } from '@mikro-orm/core';
import { BlogPost, MediaFile } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { DEFAULT_ICON_BY_CATEGORY, type UpdateBlogPostInput } from '#contract/blog/schemas';
import { renderMarkdown } from './render-markdown';
import { auditPostFields, toAdminPostView } from './to-post-view';

/**
 * The first publication sets the date; republishing keeps it, so a briefly hidden post's date stays.
 * A Hindi text left out of the input keeps what is stored (decision 037).
 */
export async function updatePost(deps: Deps, input: UpdateBlogPostInput & { adminId: string }) {
  // A body that cannot be rendered is refused now, not discovered by the first reader.
  renderMarkdown(input.content);
  renderMarkdown(input.contentHi ?? '');
  return deps.em.transactional(async (em) => {
    const post = await em.findOne(BlogPost, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!post) throw refuse('blog.not-found');
    await em.populate(post, ['heroImage']);
    const heroImage = input.heroImageId ? await em.findOne(MediaFile, { id: input.heroImageId }) : null;
    if (input.heroImageId && !heroImage) throw refuse('blog.image-not-found');
    const before = auditPostFields(post);
    const now = deps.clock.now();
    post.title = input.title;
    post.excerpt = input.excerpt;
    post.category = input.category;
    post.icon = input.icon ?? (post.category === before.category ? post.icon : DEFAULT_ICON_BY_CATEGORY[input.category]);
    post.content = input.content;
    post.titleHi = input.titleHi ?? post.titleHi;
    post.excerptHi = input.excerptHi ?? post.excerptHi;
    post.contentHi = input.contentHi ?? post.contentHi;
    post.heroImage = heroImage;
    if (input.published && !post.publishedAt) post.publishedAt = now;
    post.isPublished = input.published;
    post.updatedAt = now;
    recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'blog.update', targetType: 'blog-post', targetId: post.id, before, after: auditPostFields(post) });
    await em.flush();
    announceChange(em, 'blog');
    return toAdminPostView(post);
  });
}
