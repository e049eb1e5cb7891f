import { keepPreviousData } from '@tanstack/react-query';
import { Card } from '../../../components/ui/feedback';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { Pagination } from '#kit/ui/pagination';
import { messageFor } from '#kit/lib/errors';
import { trpc } from '../../../lib/trpc';
import { m } from '#i18n/paraglide/messages';
import { PlayRow } from './play-row';

const PLAYS_PAGE_SIZE = 10;

/** The person's plays, newest first, each with its proof and, once its seed is revealed, a Verify button. */
export function YourPlays({ page }: { page: number }) {
  const plays = trpc.fairness.plays.useQuery({ page, pageSize: PLAYS_PAGE_SIZE }, { staleTime: 0, placeholderData: keepPreviousData });
  return (
    <Card titleId="plays-title" title={m['fairness.your-plays']()} titleClassName="text-lg font-bold text-white">
      {plays.isPending ? (
        <LoadingState lines={3} />
      ) : plays.isError ? (
        <ErrorState message={messageFor(plays.error, m['fairness.fetch-failed']())} onRetry={() => void plays.refetch()} retrying={plays.isFetching} />
      ) : plays.data.plays.length === 0 ? (
        <p className="mt-3 text-sm text-indigo-200">{m['fairness.no-plays']()}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-white/10">
            {plays.data.plays.map((play) => (
              <PlayRow key={play.id} play={play} />
            ))}
          </ul>
          <Pagination page={page} total={plays.data.total} pageSize={PLAYS_PAGE_SIZE} label={m['fairness.plays-pages']()} />
        </>
      )}
    </Card>
  );
}
