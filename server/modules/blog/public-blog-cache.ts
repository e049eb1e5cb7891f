import type { Deps } from '../deps';

/**
 * The site cache's topic of the public blog: the list and each published post, its HTML rendered
 * once per change rather than per read. Migration 0029 announces every change of blog_posts and of
 * media_files (a post's hero image and its size).
 */
export const BLOG_TOPIC = 'blog';

/** After an admin's change commits: this process's next read sees it at once; other processes hear it from the database. */
export function forgetPublicBlog(deps: Pick<Deps, 'siteCache'>): void {
  deps.siteCache?.forget(BLOG_TOPIC);
}
