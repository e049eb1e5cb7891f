import { getRouteApi, Link } from '@tanstack/react-router';
import { ErrorState } from '#kit/ui/states';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { m } from '#i18n/paraglide/messages';
import { categoryBySlug } from '../categories';
import { useContentSettings } from '../use-content-settings';
import { AdSlot } from './ad-slot';
import { BlogTopics } from './blog-topics';
import { PostGrid } from './post-grid';

const routeApi = getRouteApi('/blog/');

export function BlogListPage() {
  useDocumentTitle(m['content.blog.title']());
  const { category: categorySlug } = routeApi.useSearch();
  const posts = trpc.blog.list.useQuery({}, { staleTime: 60_000 });
  const settings = useContentSettings();
  const adClientId = settings.data?.adClientId ?? null;
  const selected = categoryBySlug(categorySlug);
  const visible = posts.data?.filter((post) => !selected || post.category === selected.name) ?? [];
  const ready = posts.data && !settings.isPending;

  return (
    <div className="space-y-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-black tracking-tight text-white sm:text-4xl">{m['content.blog.title']()}</h1>
        <p className="mt-2 text-lg text-indigo-200">{m['content.blog.intro']()}</p>
        <p className="mt-2 text-sm text-indigo-300">{m['content.blog.not-advice']()}</p>
      </header>

      <BlogTopics posts={posts.data} />

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
              <PostGrid posts={visible} adClientId={adClientId} />
            )}
          </>
        )}
      </section>
    </div>
  );
}
