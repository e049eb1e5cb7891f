import { keepPreviousData } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { DataTable } from '#kit/ui/data-table';
import { Pagination } from '#kit/ui/pagination';
import { ListStates, type ListQuery } from '#kit/ui/states';

/** The tabs' lists' page size. */
export const PAGE_SIZE = 20;
/** A list's query option: the page on screen stays while the next one loads. */
export const KEEP_PAGE = { placeholderData: keepPreviousData };

interface PagedListProps<Data extends object, Row> {
  query: ListQuery<Data>;
  rows: (data: Data) => readonly Row[];
  /** How many rows all the pages hold, where the answer's `total` is not it. */
  total?: (data: Data) => number;
  page: number;
  pageSize?: number;
  /** The list's words: its pages' name, while it loads, when it fails. */
  words: { pages: string; loading?: string; failed: string };
  empty: ReactNode;
  summary?: (data: Data) => ReactNode;
}

/** A tab's paged list: the kit's loading, error and empty states, the page's rows (`children`), the pages and a `summary`. */
export function PagedList<Data extends object, Row>({ query, rows, total = (data) => ('total' in data && typeof data.total === 'number' ? data.total : 0), page, pageSize = PAGE_SIZE, words, empty, summary, children }: PagedListProps<Data, Row> & { children: (rows: readonly Row[]) => ReactNode }) {
  return (
    <ListStates query={query} loadingLabel={words.loading} errorMessage={words.failed} isEmpty={(data) => rows(data).length === 0} empty={empty}>
      {(data) => {
        const pagination = <Pagination label={words.pages} page={page} total={total(data)} pageSize={pageSize} />;
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

type TableProps<Row> = Omit<ComponentProps<typeof DataTable<Row>>, 'rows' | 'rowKey' | 'caption'>;

/** A paged list drawn as the kit's table, whose caption is among the list's words; rows are keyed by their id. */
export function PagedTable<Data extends object, Row extends { id: string }>({ columns, actions, stackBelow, rowTestId, ...list }: PagedListProps<Data, Row> & TableProps<Row> & { words: { caption: string } }) {
  return <PagedList {...list}>{(rows) => <DataTable caption={list.words.caption} columns={columns} rows={rows} rowKey={(row) => row.id} actions={actions} stackBelow={stackBelow} rowTestId={rowTestId} />}</PagedList>;
}
