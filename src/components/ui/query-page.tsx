import type { ReactNode } from 'react';
import { messageFor } from '#kit/lib/errors';
import { ErrorState, LoadingState, type ListQuery } from '#kit/ui/states';
import { PageHeader } from './feedback';
import { usePendingWhileHydrating } from '../../lib/use-hydrating';

interface QueryPageProps<Data> {
  title: string;
  description: string;
  query: ListQuery<Data> & { error: unknown };
  loadingLabel: string;
  failedMessage: string;
  children: (data: Data) => ReactNode;
}

/** A page drawn from one query: its header, then the loading lines (also while a prerendered page hydrates), the failure with a retry, or the data. */
export function QueryPage<Data>({ title, description, query: answered, loadingLabel, failedMessage, children }: QueryPageProps<Data>) {
  const query = usePendingWhileHydrating(answered);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={title} description={description} />
      {query.isPending ? (
        <LoadingState label={loadingLabel} />
      ) : query.data === undefined ? (
        <ErrorState message={messageFor(query.error, failedMessage)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        children(query.data)
      )}
    </div>
  );
}
