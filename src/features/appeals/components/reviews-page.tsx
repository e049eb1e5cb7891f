import { PageHeader } from '../../../components/ui/feedback';
import { m } from '#i18n/paraglide/messages';
import { EmptyState, ErrorState, LoadingState } from '#kit/ui/states';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HeldItemCard } from './held-item-card';

/** `/reviews` (issue 30): every item of yours that waits, is held or was refused, why, and "Ask for a review". */
export function ReviewsPage() {
  useDocumentTitle(m['appeals.page.title']());
  const items = trpc.appeals.mine.useQuery();
  return (
    <div className="space-y-6">
      <PageHeader title={m['appeals.page.title']()} description={m['appeals.page.description']()} />
      {items.data ? (
        items.data.items.length > 0 ? (
          <ul className="space-y-4">
            {items.data.items.map((item) => (
              <HeldItemCard key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </ul>
        ) : (
          <EmptyState title={m['appeals.page.empty-title']()}>{m['appeals.page.empty']()}</EmptyState>
        )
      ) : items.isError ? (
        <ErrorState message={m['appeals.page.failed']()} onRetry={() => void items.refetch()} retrying={items.isFetching} />
      ) : (
        <LoadingState label={m['appeals.page.loading']()} lines={4} />
      )}
    </div>
  );
}
