import type { ReactNode } from 'react';
import { Pagination } from '#kit/ui/pagination';
import { ListStates, type ListQuery } from '#kit/ui/states';

/**
 * A tab's paged list: the kit's loading → error → empty → list switch, the page's rows (drawn by
 * `children`, usually a DataTable) and Previous / Next under them, with a line of counts beside
 * them when there is a `summary`.
 */
export function PagedList<Data, Row>({
  query,
  rows,
  total,
  page,
  pageSize,
  pagesLabel,
  loadingLabel,
  errorMessage,
  empty,
  summary,
  children,
}: {
  query: ListQuery<Data>;
  rows: (data: Data) => readonly Row[];
  /** How many rows all the pages hold. */
  total: (data: Data) => number;
  page: number;
  pageSize: number;
  pagesLabel: string;
  loadingLabel?: string;
  errorMessage: string;
  empty: ReactNode;
  summary?: (data: Data) => ReactNode;
  children: (rows: readonly Row[]) => ReactNode;
}) {
  return (
    <ListStates query={query} loadingLabel={loadingLabel} errorMessage={errorMessage} isEmpty={(data) => rows(data).length === 0} empty={empty}>
      {(data) => {
        const pagination = <Pagination label={pagesLabel} page={page} total={total(data)} pageSize={pageSize} />;
        return (
          <>
            {children(rows(data))}
            {summary ? (
              <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-slate-600">{summary(data)}</p>
                {pagination}
              </div>
            ) : (
              <div className="mt-4">{pagination}</div>
            )}
          </>
        );
      }}
    </ListStates>
  );
}
