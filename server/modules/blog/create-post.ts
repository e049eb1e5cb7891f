import { BlogPost, MediaFile } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import { isUniqueViolation, type Deps } from '../deps';
import { DEFAULT_ICON_BY_CATEGORY, type CreateBlogPostInput } from '#contract/blog/schemas';
import { renderMarkdown } from './render-markdown';
import { auditPostFields, toAdminPostView } from './to-post-view';

export async function createPost(deps: Deps, input: CreateBlogPostInput & { adminId: string }) {
  // A body that cannot be rendered is refused now, not discovered by the first reader.
  renderMarkdown(input.content);
  renderMarkdown(input.contentHi ?? '');
  try {
    return await deps.em.transactional(async (em) => {
      if (await em.count(BlogPost, { id: input.id })) throw refuse('blog.id-taken');
      const heroImage = input.heroImageId ? await em.findOne(MediaFile, { id: input.heroImageId }) : null;
      if (input.heroImageId && !heroImage) throw refuse('blog.image-not-found');
      const now = deps.clock.now();
      const post = em.create(BlogPost, {
        id: input.id,
        title: input.title,
        excerpt: input.excerpt,
        category: input.category,
        icon: input.icon ?? DEFAULT_ICON_BY_CATEGORY[input.category],
        content: input.content,
        titleHi: input.titleHi ?? '',
        excerptHi: input.excerptHi ?? '',
        contentHi: input.contentHi ?? '',
        heroImage,
        isPublished: input.published,
        publishedAt: input.published ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'blog.create', targetType: 'blog-post', targetId: post.id, after: auditPostFields(post) });
      await em.flush();
      announceChange(em, 'blog');
      return toAdminPostView(post);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse('blog.id-taken');
    throw error;
  }
}
