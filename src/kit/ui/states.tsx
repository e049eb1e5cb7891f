import type { ReactNode } from 'react';
import { Button } from './button';
import { useKitLook, type KitLook } from './kit-look';
import { useKitWords } from './kit-words';

const LOOKS: Record<KitLook, { empty: string; emptyTitle: string; emptyText: string; emptyAction: string; error: string; errorMessage: string }> = {
  public: {
    empty: 'py-6 text-center',
    emptyTitle: 'font-semibold text-white',
    emptyText: 'mt-1 text-sm text-indigo-200',
    emptyAction: 'mt-4',
    error: 'flex flex-wrap items-center justify-between gap-3 rounded-xl border border-rose-400/40 bg-rose-500/10 px-4 py-3 text-sm text-rose-100',
    errorMessage: '',
  },
  admin: {
    empty: 'rounded-lg border border-dashed border-slate-300 bg-white px-4 py-12 text-center',
    emptyTitle: 'text-sm font-medium text-slate-700',
    emptyText: 'mt-1 text-sm text-slate-600',
    emptyAction: 'mt-3',
    error: 'rounded-lg border border-red-200 bg-red-50 px-4 py-8 text-center',
    errorMessage: 'text-sm font-medium text-red-800',
  },
};

/** Data on its way (the region marked busy): placeholder lines on the public site, a spinner in the admin. */
export function LoadingState({ label: ownLabel, lines = 3 }: { label?: string; lines?: number }) {
  const words = useKitWords();
  const label = ownLabel ?? words.loading;
  if (useKitLook() === 'admin') {
    return (
      <div aria-busy="true" className="flex items-center justify-center gap-3 rounded-lg border border-dashed border-slate-200 bg-white px-4 py-12 text-sm text-slate-600">
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600 motion-reduce:animate-none" />
        {label}
      </div>
    );
  }
  return (
    <div aria-busy="true" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-4 animate-pulse rounded-full bg-white/10 motion-reduce:animate-none" style={{ width: `${90 - index * 15}%` }} />
      ))}
    </div>
  );
}

/** Nothing to list: what is missing (`title`), why or what to do (`children`), and a way on (`action`). */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  const look = LOOKS[useKitLook()];
  return (
    <div className={look.empty}>
      <p className={look.emptyTitle}>{title}</p>
      {children ? <div className={look.emptyText}>{children}</div> : null}
      {action ? <div className={look.emptyAction}>{action}</div> : null}
    </div>
  );
}

/** A failed load with a retry; announced on the public site only (the admin's query cache toasts every failed load). */
export function ErrorState({ message, onRetry, retrying = false }: { message: string; onRetry?: () => void; retrying?: boolean }) {
  const kitLook = useKitLook();
  const look = LOOKS[kitLook];
  const words = useKitWords();
  return (
    <div role={kitLook === 'public' ? 'alert' : undefined} className={look.error}>
      <p className={look.errorMessage}>{message}</p>
      {onRetry ? (
        <Button variant="secondary" className={kitLook === 'admin' ? 'mt-3' : ''} busy={retrying} busyLabel={words.retrying} onClick={onRetry}>
          {words.tryAgain}
        </Button>
      ) : null}
    </div>
  );
}

/** What `ListStates` reads from a TanStack query (tRPC's `useQuery` result fits). */
export interface ListQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

/**
 * A paged list's loading → error → empty → list switch. A failed refetch keeps the list it has; while
 * the next page loads the previous one stays, dimmed and marked busy.
 */
export function ListStates<Data>({
  query,
  loading,
  loadingLabel,
  errorMessage,
  isEmpty,
  empty,
  children,
}: {
  query: ListQuery<Data>;
  /** A placeholder shaped like the list (cards, say), instead of the lines of `LoadingState`. */
  loading?: ReactNode;
  loadingLabel?: string;
  errorMessage: string;
  isEmpty: (data: Data) => boolean;
  empty: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return loading ?? <LoadingState label={loadingLabel} />;
  if (query.data === undefined) return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (isEmpty(query.data)) return <>{empty}</>;
  return (
    <div aria-busy={query.isFetching || undefined} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
      {children(query.data)}
    </div>
  );
}
