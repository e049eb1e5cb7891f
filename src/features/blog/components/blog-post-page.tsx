import { getRouteApi, Link } from '@tanstack/react-router';
import { buttonClasses } from '#kit/ui/button';
import { ARTICLE_BODY } from '#kit/ui/article-body';
import { ResponsiveImage } from '#kit/ui/responsive-image';
import { ErrorState } from '#kit/ui/states';
import { errorCode } from '#kit/lib/errors';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { m } from '#i18n/paraglide/messages';
import { categoryByName } from '../categories';
import { useContentSettings } from '../use-content-settings';
import { AdSlot } from './ad-slot';
import { BlogIcon } from './blog-icon';
import { PostByline } from './post-byline';
import { SponsoredServices } from './sponsored-services';

const routeApi = getRouteApi('/blog/$id');

export function BlogPostPage() {
  const { id } = routeApi.useParams();
  const post = trpc.blog.get.useQuery({ id }, { staleTime: 60_000 });
  const settings = useContentSettings();
  const notFound = errorCode(post.error) === 'NOT_FOUND' || errorCode(post.error) === 'BAD_REQUEST';
  useDocumentTitle(post.data?.title ?? (notFound ? m['content.blog-post.not-found']() : m['content.blog-post.loading-title']()));

  if (notFound) return <PostNotFound />;
  if (post.isError) {
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        <BackToBlog />
        <ErrorState message={m['content.failed-to-fetch']()} onRetry={() => void post.refetch()} retrying={post.isFetching} />
      </div>
    );
  }
  if (post.isPending || settings.isPending) return <PostSkeleton />;

  const article = post.data;
  const adClientId = settings.data?.adClientId ?? null;
  const partners = settings.data?.sponsoredPartners ?? [];
  const category = categoryByName(article.category);
  return (
    <div className="mx-auto max-w-3xl">
      <BackToBlog />
      <article className="mt-4" aria-labelledby="post-title">
        {/* The hero is the page's largest paint: fetched first, its box reserved before it arrives. */}
        <div className="aspect-[1200/630] w-full overflow-hidden rounded-2xl bg-indigo-900/60 ring-1 ring-white/10">
          {article.heroImage ? <ResponsiveImage image={article.heroImage} alt="" sizes="(min-width: 50rem) 48rem, calc(100vw - 2rem)" priority className="size-full object-cover" /> : null}
        </div>
        <header className="mt-6">
          <p className="flex items-center gap-2 text-sm font-semibold text-emerald-300">
            <BlogIcon name={article.icon} className="size-4" />
            {category ? (
              <Link to="/blog" search={{ category: category.slug }} className="rounded hover:underline">
                {category.label()}
              </Link>
            ) : (
              article.category
            )}
          </p>
          {/* Each text says its language: English where the post has no Hindi version of it (decision 037). */}
          <h1 id="post-title" lang={article.lang.title} className="mt-2 text-3xl font-black leading-tight tracking-tight text-white sm:text-4xl">
            {article.title}
          </h1>
          <PostByline post={article} className="mt-3 text-sm text-indigo-300" />
        </header>

        <AdSlot type="display" clientId={adClientId} className="mt-8" />

        {/* Safe: the server sanitises `html` with an allow-list (server/modules/blog/render-markdown.ts); the only field rendered as HTML. */}
        <div lang={article.lang.html} className={`mt-6 ${ARTICLE_BODY}`} data-testid="post-body" dangerouslySetInnerHTML={{ __html: article.html }} />

        <AdSlot type="article" clientId={adClientId} className="mt-10" />
      </article>

      {partners.length > 0 ? <SponsoredServices partners={partners} /> : null}

      <AdSlot type="responsive" clientId={adClientId} className="mt-10" />
      <AdSlot type="multiplex" clientId={adClientId} className="mt-10" />

      <div className="mt-10">
        <Link to="/blog" className={buttonClasses('secondary')}>
          ← {m['content.blog-post.back']()}
        </Link>
      </div>
    </div>
  );
}

function BackToBlog() {
  return (
    <Link to="/blog" className="inline-flex min-h-11 items-center rounded-lg text-sm font-medium text-emerald-300 hover:underline">
      ← {m['content.blog-post.back']()}
    </Link>
  );
}

function PostNotFound() {
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <h1 className="text-3xl font-black text-white">{m['content.blog-post.not-found']()}</h1>
      <p className="mt-3 text-indigo-200">{m['content.blog-post.not-found-text']()}</p>
      <Link to="/blog" className={buttonClasses('primary', 'mt-6')}>
        {m['content.blog-post.back']()}
      </Link>
    </div>
  );
}

/** The hero's and the title's boxes, kept while the post and the ad settings load. */
function PostSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto max-w-3xl space-y-6">
      <span className="sr-only">{m['content.blog-post.loading']()}</span>
      <div aria-hidden="true" className="aspect-[1200/630] w-full animate-pulse rounded-2xl bg-white/5 motion-reduce:animate-none" />
      <div aria-hidden="true" className="h-10 w-3/4 animate-pulse rounded-full bg-white/10 motion-reduce:animate-none" />
    </div>
  );
}
