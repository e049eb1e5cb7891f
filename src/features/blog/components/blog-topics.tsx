import { Link } from '@tanstack/react-router';
import { formatCount } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { BLOG_CATEGORIES } from '../categories';
import { BlogIcon } from './blog-icon';
import type { PostSummary } from './post-card';

/** The topics as tiles, each with its article count (once the posts are in) and what it covers; the chosen one is marked. */
export function BlogTopics({ posts }: { posts: readonly PostSummary[] | undefined }) {
  const countFor = (name: string) => posts?.filter((post) => post.category === name).length ?? 0;
  return (
    <nav aria-label={m['content.blog.topics']()}>
      {/* Phones: one swipeable row, so the articles are not pushed five tiles down. */}
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-5">
        {BLOG_CATEGORIES.map((category) => (
          <li key={category.slug} className="w-64 shrink-0 snap-start sm:w-auto">
            {/* The router marks the chosen topic's tile as the current page (aria-current, data-status). */}
            <Link
              to="/blog"
              search={{ category: category.slug }}
              resetScroll={false}
              className="flex h-full flex-col rounded-2xl bg-white/5 p-4 ring-1 ring-white/10 transition-colors hover:bg-white/10 data-[status=active]:bg-emerald-400/15 data-[status=active]:ring-emerald-400/60"
            >
              <span className="flex items-center gap-2 font-semibold text-white">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-emerald-400/15 text-emerald-300">
                  <BlogIcon name={category.icon} />
                </span>
                {category.label()}
              </span>
              <span className="mt-1 text-xs text-indigo-300">{posts ? m['content.blog.article-count']({ count: formatCount(countFor(category.name)) }) : '\u00a0'}</span>
              <ul className="mt-2 space-y-1 text-sm text-indigo-200">
                {category.covers().map((line) => (
                  <li key={line} className="flex gap-2">
                    <span aria-hidden="true" className="text-emerald-300">
                      ✓
                    </span>
                    {line}
                  </li>
                ))}
              </ul>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
