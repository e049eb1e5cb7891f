import { BlogPost } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { CachedRead } from '../cache';
import type { Deps } from '../deps';
import type { BlogPostView } from '#contract/blog/schemas';
import type { Locale } from '#contract/i18n/locales';
import { toPostView } from './to-post-view';

type PostQuery = { id: string; locale: Locale };

/**
 * Rendered once per change and language, not per read; misses (drafts, unknown ids) are kept too, so
 * a crawler's cost nothing. Visibility is the published flag alone, never the clock.
 */
const PUBLISHED_POST = new CachedRead<PostQuery, BlogPostView | null, Deps>({
  name: 'published post',
  key: ({ id, locale }) => `${locale} ${id}`,
  read: async (deps, { id, locale }) => {
    const post = await deps.em.findOne(BlogPost, { id, isPublished: true }, { populate: ['heroImage'] });
    return post ? toPostView(post, locale) : null;
  },
  maxEntries: 256,
  forgetOn: { blog: 'all' },
  public: true,
});

/** In the reader's language, field by field (decision 037). */
export function findPublishedPost(deps: Deps, query: PostQuery): Promise<BlogPostView | null> {
  return PUBLISHED_POST.get(deps, query);
}

/** A published post; drafts and unknown ids are both 'Blog Post Not Found'. */
export async function getPost(deps: Deps, input: PostQuery): Promise<BlogPostView> {
  const post = await findPublishedPost(deps, input);
  if (!post) throw refuse('blog.not-found');
  return post;
}
