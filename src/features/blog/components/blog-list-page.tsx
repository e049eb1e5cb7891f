import { getRouteApi, Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { ResponsiveImage } from '#kit/ui/responsive-image';
import { ErrorState } from '#kit/ui/states';
import { formatLongDate } from '#kit/lib/format';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { m } from '#i18n/paraglide/messages';
import { formatCount } from '#kit/lib/format';
import { BLOG_CATEGORIES, categoryByName, categoryBySlug } from '../categories';
import { AdSlot } from './ad-slot';
import { BlogIcon } from './blog-icon';

type PostSummary = RouterOutputs['blog']['list'][number];

const routeApi = getRouteApi('/blog/');

/** Settings (ad client, partners) load with the page, so ad slots appear together with the content and nothing shifts later. */
export function useContentSettings() {
  return trpc.settings.content.useQuery(undefined, { staleTime: 5 * 60_000 });
}

export function BlogListPage() {
  useDocumentTitle(m['content.blog.title']());
  const { category: categorySlug } = routeApi.useSearch();
  const posts = trpc.blog.list.useQuery({}, { staleTime: 60_000 });
  const settings = useContentSettings();
  const adClientId = settings.data?.adClientId ?? null;
  const selected = categoryBySlug(categorySlug);
  const visible = posts.data?.filter((post) => !selected || post.category === selected.name) ?? [];
  const countFor = (name: string) => posts.data?.filter((post) => post.category === name).length ?? 0;
  const ready = posts.data && !settings.isPending;

  return (
    <div className="space-y-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-black tracking-tight text-white sm:text-4xl">{m['content.blog.title']()}</h1>
        <p className="mt-2 text-lg text-indigo-200">{m['content.blog.intro']()}</p>
        <p className="mt-2 text-sm text-indigo-300">{m['content.blog.not-advice']()}</p>
      </header>

      <nav aria-label={m['content.blog.topics']()}>
        {/* Phones: one swipeable row, so the articles are not pushed five tiles down. */}
        <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-5">
          {BLOG_CATEGORIES.map((category) => {
            return (
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
                  <span className="mt-1 text-xs text-indigo-300">{posts.data ? m['content.blog.article-count']({ count: formatCount(countFor(category.name)) }) : '\u00a0'}</span>
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
            );
          })}
        </ul>
      </nav>

      <section aria-labelledby="blog-articles-heading" className="space-y-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="blog-articles-heading" className="text-2xl font-bold text-white">
            {selected ? selected.label() : m['content.blog.latest']()}
          </h2>
          {selected ? (
            <Link to="/blog" search={{}} resetScroll={false} className="rounded text-sm font-medium text-emerald-300 hover:underline">
              {m['content.blog.show-all']()}
            </Link>
          ) : null}
        </div>

        {posts.isError && !posts.data ? (
          <ErrorState message={m['content.failed-to-fetch']()} onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
        ) : !ready ? (
          <div aria-busy="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">{m['content.blog.loading']()}</span>
            {Array.from({ length: 3 }, (_, index) => (
              <div key={index} aria-hidden="true" className="h-96 animate-pulse rounded-2xl bg-white/5 ring-1 ring-white/10 motion-reduce:animate-none" />
            ))}
          </div>
        ) : (
          <>
            <AdSlot type="display" clientId={adClientId} />
            {visible.length === 0 ? (
              <p className="rounded-2xl bg-white/5 px-6 py-10 text-center text-indigo-200 ring-1 ring-white/10">{m['content.blog.empty']()}</p>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {visible.map((post, index) => (
                  <Fragment key={post.id}>
                    <li>
                      <PostCard post={post} isFirst={index === 0} />
                    </li>
                    {/* In-feed slots after every second card, never after the last one. */}
                    {adClientId && index % 2 === 1 && index < visible.length - 1 ? (
                      <li>
                        <AdSlot type="infeed" clientId={adClientId} />
                      </li>
                    ) : null}
                  </Fragment>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}

/** A card's drawn width: one column on a phone, two from `sm`, three from `lg` in the 72rem page (gaps and padding taken off). */
const CARD_IMAGE_SIZES = '(min-width: 72rem) 22rem, (min-width: 64rem) calc((100vw - 5rem) / 3), (min-width: 40rem) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)';

/** The first card's image is the page's largest paint on a phone: fetched at once, never lazily. */
function PostCard({ post, isFirst }: { post: PostSummary; isFirst: boolean }) {
  const category = categoryByName(post.category);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white/5 ring-1 ring-white/10 transition hover:ring-emerald-400/40">
      <div className="aspect-[1200/630] w-full bg-indigo-900/60">
        {post.heroImage ? <ResponsiveImage image={post.heroImage} alt="" sizes={CARD_IMAGE_SIZES} priority={isFirst} className="size-full object-cover" /> : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-300">
          <BlogIcon name={post.icon} className="size-4" />
          {category?.label() ?? post.category}
        </p>
        <h3 className="mt-2 text-lg font-semibold leading-snug text-white">
          {/* The link covers the whole card; the title stays its accessible name. */}
          <Link to="/blog/$id" params={{ id: post.id }} className="rounded after:absolute after:inset-0 after:content-[''] group-hover:text-emerald-200">
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-sm text-indigo-200">{post.excerpt}</p>
        <p className="mt-4 text-xs text-indigo-300">
          <time dateTime={post.publishedAt.toISOString()}>{formatLongDate(post.publishedAt)}</time> · {m['content.blog.read-time']({ minutes: formatCount(post.readTimeMinutes) })}
        </p>
      </div>
    </article>
  );
}
