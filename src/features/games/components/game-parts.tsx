import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../../kit/ui/button';
import { Card, Notice, PageHeader } from '../../../components/ui/feedback';
import { ErrorState, LoadingState } from '../../../kit/ui/states';
import { messageFor } from '../../../kit/lib/errors';
import { formatRupees } from '../../../kit/lib/format';
import { Hash } from '../../../kit/ui/hash';
import { useSession, VerifyEmailBanner } from '../../auth';
import type { Commitment, GameInfo, GamesState } from '../api/games-queries';
import { formatAveragePrize, formatChance } from '../lib/odds';
import { formatHms, useCountdown } from '../lib/time';

export type PlayAccess = 'loading' | 'visitor' | 'unverified' | 'player';

/** Who is looking: a visitor sees rules and odds; a user with a verified e-mail may play for prizes. */
export function usePlayAccess(): { access: PlayAccess; email: string | null } {
  const session = useSession();
  if (session.isPending) return { access: 'loading', email: null };
  const user = session.data;
  if (!user) return { access: 'visitor', email: null };
  return { access: user.emailVerified ? 'player' : 'unverified', email: user.email };
}

/**
 * Why the game cannot be played right now, known before play (never discovered after a click):
 * switched off by an admin, or today's prize budget could not pay its top prize.
 */
export function unavailableReason(info: GameInfo | undefined): string | null {
  if (!info) return null;
  if (!info.enabled) return `${info.name} is switched off for now. Please check back later.`;
  if (info.paused) return `Today's prize budget for ${info.name} is used up. It is back at midnight (IST).`;
  return null;
}

export function GameAvailability({ info }: { info: GameInfo | undefined }) {
  const reason = unavailableReason(info);
  if (!reason) return null;
  return (
    <Notice tone="info" className="border-amber-300/40 bg-amber-400/10 text-amber-50">
      <p className="font-semibold">{info?.enabled ? 'Paused for today' : 'Switched off'}</p>
      <p className="mt-1">{reason}</p>
    </Notice>
  );
}

/** The play button for a visitor: it goes to sign in and comes back here afterwards. */
export function SignInToPlay({ label = 'Sign in to play', className = '' }: { label?: string; className?: string }) {
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <Link to="/signin" search={{ redirect: href }} className={buttonClasses('primary', `min-h-12 px-6 text-base ${className}`)}>
      {label}
    </Link>
  );
}

/** The verify notice for a user whose e-mail is not confirmed yet (prizes need a verified address). */
export function VerifyToPlay({ email }: { email: string | null }) {
  if (!email) return null;
  return <VerifyEmailBanner email={email} title="Verify your e-mail to play for prizes" reason="Games pay real prizes into your wallet, so they need a verified e-mail address." />;
}

export function GamePage({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={title} description={description} />
      {children}
    </div>
  );
}

/** The state query's loading and error states, shared by every game page. */
export function StateGuard({ query, failedMessage = 'Failed to fetch data', children }: { query: { isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown; data?: GamesState }; failedMessage?: string; children: (state: GamesState) => ReactNode }) {
  if (query.isPending) return <LoadingState label="Loading the game…" lines={4} />;
  if (query.isError || !query.data) return <ErrorState message={messageFor(query.error, failedMessage)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <>{children(query.data)}</>;
}

export function HowToPlay({ steps, children }: { steps: ReactNode[]; children?: ReactNode }) {
  return (
    <Card aria-labelledby="how-to-play-title">
      <h2 id="how-to-play-title" className="text-lg font-bold text-white">
        How to play
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-indigo-100 marker:text-emerald-300">
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
      {children}
    </Card>
  );
}

/** The published prize table: what each outcome pays and its exact chance, from the server's table. */
export function OddsTable({ info, title = 'Prizes and odds', outcomeLabel = 'Outcome', note }: { info: GameInfo; title?: string; outcomeLabel?: string; note?: ReactNode }) {
  return (
    <Card aria-labelledby={`odds-${info.game}`}>
      <h2 id={`odds-${info.game}`} className="text-lg font-bold text-white">
        {title}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {title} for {info.name} (table version {info.tableVersion})
          </caption>
          <thead className="text-xs uppercase tracking-wide text-indigo-300">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {outcomeLabel}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Prize
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Chance
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/10">
            {info.odds.map((outcome, index) => (
              <tr key={index}>
                <td className="py-2 pr-3 text-indigo-50">{outcome.label}</td>
                <td className="py-2 pr-3 text-right tabular-nums text-white">{outcome.prizePaise > 0 ? formatRupees(outcome.prizePaise) : 'No prize'}</td>
                <td className="py-2 text-right tabular-nums text-emerald-200">{formatChance(outcome.probability)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-indigo-200">
        Average prize per play: <strong className="text-white">{formatAveragePrize(info.expectedPaise)}</strong>. Top prize {formatRupees(info.maxPrizePaise)}.
      </p>
      {note && <div className="mt-2 text-xs text-indigo-300">{note}</div>}
    </Card>
  );
}

/** The commitment published before the next play, and where to check it afterwards. */
export function ProvablyFairBox({ commitment, access, children }: { commitment: Commitment | null | undefined; access: PlayAccess; children?: ReactNode }) {
  return (
    <Card aria-labelledby="provably-fair-title">
      <h2 id="provably-fair-title" className="text-lg font-bold text-white">
        Provably fair
      </h2>
      <p className="mt-1 text-sm text-indigo-200">
        The outcome is fixed by your secret server seed, your client seed and the play number (nonce). We show the seed's SHA-256 now and reveal the seed later, so you can
        check every play.
      </p>
      {commitment ? (
        <dl className="mt-3 space-y-2 text-sm">
          <div>
            <dt className="text-indigo-300">Server seed hash (SHA-256)</dt>
            <dd>
              <Hash value={commitment.serverSeedHash} />
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            <div>
              <dt className="inline text-indigo-300">Client seed: </dt>
              <dd className="inline break-all font-mono text-white">{commitment.clientSeed}</dd>
            </div>
            <div>
              <dt className="inline text-indigo-300">Next nonce: </dt>
              <dd className="inline font-mono text-white">{commitment.nextNonce}</dd>
            </div>
          </div>
        </dl>
      ) : access === 'visitor' ? (
        <p className="mt-3 text-sm text-indigo-100">Sign in to see the commitment for your next play.</p>
      ) : (
        <p className="mt-3 text-sm text-indigo-100">Your seed is created with your first play.</p>
      )}
      {children}
      <Link to="/fairness" className="mt-3 inline-block text-sm font-semibold text-emerald-300 underline-offset-4 hover:underline">
        How it works and how to verify a play →
      </Link>
    </Card>
  );
}

/** "Come back in 23:59:58": a live countdown to a time the server gave. */
export function Countdown({ label, target, onDone, className = '' }: { label: string; target: Date | null | undefined; onDone?: () => void; className?: string }) {
  const left = useCountdown(target, onDone);
  if (left === null) return null;
  return (
    <p className={`text-center ${className}`}>
      <span className="block text-sm text-indigo-200">{label}</span>
      <span role="timer" aria-label={`${label} ${formatHms(left)}`} className="mt-1 block font-mono text-3xl font-black tabular-nums text-white">
        {formatHms(left)}
      </span>
    </p>
  );
}

/** The main play area card and the side column of rules, odds and proofs. */
export function GameColumns({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
      <div className="space-y-6">{main}</div>
      <div className="space-y-6">{aside}</div>
    </div>
  );
}
