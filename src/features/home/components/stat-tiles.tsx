import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { ErrorState } from '#kit/ui/states';
import { messageFor } from '#kit/lib/errors';
import { formatCount, formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { trpc, type RouterOutputs } from '../../../lib/trpc';

type HomeStats = RouterOutputs['stats']['home'];

/** The server recomputes the figures at most once a minute (STATS_CACHE_MS); asking more often shows nothing new. */
const STATS_STALE_MS = 60_000;

/** "45 minutes" under an hour, else hours to one decimal ("2.5 hours"); "not enough data yet" below the server's sample. */
function medianText(hours: number | null): string {
  if (hours === null) return m['home.stats.not-enough-data']();
  if (hours < 1) return m['home.stats.minutes']({ minutes: formatCount(Math.max(1, Math.round(hours * 60))) });
  return m['home.stats.hours']({ hours: formatCount(Math.round(hours * 10) / 10) });
}

function tiles(stats: HomeStats | undefined): Array<{ label: string; value: string | undefined; small?: boolean }> {
  return [
    { label: m['home.stats.registered-users'](), value: stats && formatCount(stats.registeredUsers) },
    { label: m['home.stats.paid-out'](), value: stats && formatRupees(stats.paidOutPaise) },
    { label: m['home.stats.rewards-delivered'](), value: stats && formatCount(stats.rewardsDelivered) },
    { label: m['home.stats.median'](), value: stats && medianText(stats.medianFulfilmentHours), small: stats?.medianFulfilmentHours === null },
  ];
}

/** The home page's real figures (issue 16), each linking to /transparency; prerendered as placeholders in their own boxes. */
export function StatTiles() {
  const stats = trpc.stats.home.useQuery(undefined, { staleTime: STATS_STALE_MS });
  return (
    <section aria-labelledby="home-stats-title" aria-busy={stats.isPending || undefined}>
      <h2 id="home-stats-title" className="mb-3 text-xl font-bold text-white">
        {m['home.stats.title']()}
      </h2>
      {stats.isPending && <span className="sr-only">{m['home.stats.loading']()}</span>}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles(stats.data).map((tile) => (
          <li key={tile.label}>
            <AppLink href="/transparency" className="flex h-full flex-col rounded-2xl bg-white/5 p-4 ring-1 ring-white/10 transition-colors hover:bg-white/10 hover:ring-emerald-400/40">
              <span className="min-h-10 text-sm text-indigo-200">{tile.label}</span>
              {/* The link's name reads "Registered users 1,234": a space, since the two boxes are not blocks to every reader. */}{' '}
              <Value text={stats.isError ? m['home.stats.unavailable']() : tile.value} small={stats.isError || tile.small} />
            </AppLink>
          </li>
        ))}
      </ul>
      {stats.isError && (
        <div className="mt-3">
          <ErrorState message={messageFor(stats.error, m['home.stats.failed']())} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
        </div>
      )}
    </section>
  );
}

/** The value's box is two small lines tall, which also holds one large number: the placeholder, the number and "not enough data yet" are one size. */
function Value({ text, small = false }: { text: string | undefined; small?: boolean }): ReactNode {
  return (
    <span className="mt-1 flex h-10 items-center">
      {text === undefined ? (
        <span aria-hidden="true" className="block h-6 w-2/3 animate-pulse rounded-full bg-white/10 motion-reduce:animate-none" />
      ) : (
        <span className={small ? 'text-sm font-semibold leading-5 text-amber-100' : 'text-xl font-black text-emerald-300 sm:text-2xl'}>{text}</span>
      )}
    </span>
  );
}
