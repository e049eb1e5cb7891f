import { BlogPost } from '../../../db/entities';
import type { BlogCategory } from '#contract/enums';
import type { BlogPostSummary } from '#contract/blog/schemas';
import { CachedRead } from '../cache';
import type { Deps } from '../deps';
import type { Locale } from '#contract/i18n/locales';
import { toPostSummary } from './to-post-view';

type PostsQuery = { category?: BlogCategory; locale: Locale };

/** Per language and category until a post or an image changes (a post's hero image and its size). */
const PUBLISHED_POSTS = new CachedRead<PostsQuery, BlogPostSummary[], Deps>({
  name: 'published posts',
  key: ({ category, locale }) => `${locale} ${category ?? ''}`,
  read: async (deps, { category, locale }) => {
    const posts = await deps.em.find(BlogPost, { isPublished: true, ...(category ? { category } : {}) }, { orderBy: { publishedAt: 'desc', id: 'asc' }, populate: ['heroImage'] });
    return posts.map((post) => toPostSummary(post, locale));
  },
  maxEntries: 256,
  forgetOn: { blog: 'all' },
  public: true,
});

/** Published posts, newest first, optionally of one category, in the reader's language (decision 037). */
export function listPosts(deps: Deps, input: PostsQuery) {
  return PUBLISHED_POSTS.get(deps, input);
}
