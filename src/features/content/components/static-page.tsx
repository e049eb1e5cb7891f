import { Button } from '#kit/ui/button';
import { Card, Notice } from '../../../components/ui/feedback';
import { LoadingState } from '#kit/ui/states';
import { errorCode } from '#kit/lib/errors';
import { formatLongDate } from '#kit/lib/format';
import { trpc, type RouterInputs } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { m } from '#i18n/paraglide/messages';
import { PageBody } from './page-body';

export type PageSlug = RouterInputs['pages']['get']['slug'];

/** The heading while a page loads or when it cannot be shown (the admin's own title replaces it once loaded). */
const FALLBACK_TITLES: Record<PageSlug, () => string> = {
  about: () => m['content.page.about-title'](),
  terms: () => m['content.page.terms-title'](),
  privacy: () => m['content.page.privacy-title'](),
  disclaimer: () => m['content.page.disclaimer-title'](),
  'refund-policy': () => m['content.page.refund-policy-title'](),
};

/** About, terms, privacy, disclaimer, refund policy: text an admin edits, shown as plain paragraphs. */
export function StaticPage({ slug }: { slug: PageSlug }) {
  const fallbackTitle = FALLBACK_TITLES[slug]();
  const page = trpc.pages.get.useQuery({ slug }, { staleTime: 5 * 60_000 });
  useDocumentTitle(page.data?.title ?? fallbackTitle);

  return (
    <article className="mx-auto max-w-3xl">
      {page.isPending ? (
        <>
          <h1 className="mb-6 text-2xl font-bold text-white sm:text-3xl">{fallbackTitle}</h1>
          <Card>
            <LoadingState lines={5} />
          </Card>
        </>
      ) : page.isError ? (
        <>
          <h1 className="mb-6 text-2xl font-bold text-white sm:text-3xl">{fallbackTitle}</h1>
          <Notice tone="error">
            {errorCode(page.error) === 'NOT_FOUND' ? m['content.page.not-published']() : m['content.failed-to-fetch']()}
          </Notice>
          {errorCode(page.error) !== 'NOT_FOUND' && (
            <Button variant="secondary" className="mt-4" onClick={() => void page.refetch()}>
              {m['content.page.try-again']()}
            </Button>
          )}
        </>
      ) : (
        <>
          <header className="mb-6">
            {/* The text's own language: English while a page has no Hindi text yet (the server says which). */}
            <h1 lang={page.data.locale} className="text-2xl font-bold text-white sm:text-3xl">
              {page.data.title}
            </h1>
            <p className="mt-2 text-sm text-indigo-300">
              {m['content.page.last-updated']()} <time dateTime={page.data.updatedAt.toISOString()}>{formatLongDate(page.data.updatedAt)}</time>
            </p>
          </header>
          <Card>
            <div lang={page.data.locale}>
              <PageBody content={page.data.content} />
            </div>
          </Card>
        </>
      )}
    </article>
  );
}
