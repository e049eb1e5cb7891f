import { Link, useRouterState } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { buttonClasses } from '#kit/ui/button';
import { Card, Notice, PageHeader } from '../../../components/ui/feedback';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { messageFor } from '#kit/lib/errors';
import { formatRupees } from '#kit/lib/format';
import { Hash } from '#kit/ui/hash';
import { useSession, VerifyEmailBanner } from '../../auth';
import { ChangeNotice } from '../../changes';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { findGame, useGamesState, type Commitment, type GameInfo, type GameInfoOf, type GameKey, type GamesState } from '../api/games-queries';
import { formatAveragePrize, formatChance } from '../lib/odds';
import { formatHms, useCountdown } from '../../../lib/countdown';
import { gameName, oddsOutcomeLabel } from '#i18n/game-words';
import { m } from '#i18n/paraglide/messages';

export type PlayAccess = 'loading' | 'visitor' | 'unverified' | 'player';

/** Who is looking: a visitor sees rules and odds; a user with a verified e-mail may play for prizes. */
function usePlayAccess(): { access: PlayAccess; email: string | null } {
  const session = useSession();
  if (session.isPending) return { access: 'loading', email: null };
  const user = session.data;
  if (!user) return { access: 'visitor', email: null };
  return { access: user.emailVerified ? 'player' : 'unverified', email: user.email };
}

/** Why the game cannot be played now, known before a click: switched off, or today's budget cannot pay its top prize. */
function unavailableReason(info: GameInfo | undefined): string | null {
  if (!info) return null;
  if (!info.enabled) return m['games.parts.switched-off-reason']({ game: gameName(info.game) });
  if (info.paused) return m['games.parts.paused-reason']({ game: gameName(info.game) });
  return null;
}

export function GameAvailability({ info }: { info: GameInfo | undefined }) {
  const reason = unavailableReason(info);
  if (!reason) return null;
  return (
    <Notice tone="info" className="border-amber-300/40 bg-amber-400/10 text-amber-50">
      <p className="font-semibold">{info?.enabled ? m['games.parts.paused-title']() : m['games.parts.switched-off-title']()}</p>
      <p className="mt-1">{reason}</p>
    </Notice>
  );
}

/** The play button for a visitor: it goes to sign in and comes back here afterwards. */
export function SignInToPlay({ label }: { label?: string }) {
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <Link to="/signin" search={{ redirect: href }} className={buttonClasses('primary', 'min-h-12 px-6 text-base')}>
      {label ?? m['games.parts.sign-in-to-play']()}
    </Link>
  );
}

/** The verify notice for a user whose e-mail is not confirmed yet (prizes need a verified address). */
export function VerifyToPlay({ email }: { email: string | null }) {
  if (!email) return null;
  return <VerifyEmailBanner email={email} title={m['games.parts.verify-title']()} reason={m['games.parts.verify-reason']()} />;
}

/** What a game's screen is drawn from once the state has loaded. */
export interface GameScreenProps<G extends GameKey> {
  state: GamesState;
  /** When the state was fetched: an answer held over it is stale from then on. */
  updatedAt: number;
  info: GameInfoOf<G> | undefined;
  access: PlayAccess;
  email: string | null;
  /** Why the game cannot be played right now (unavailableReason), or null. */
  blocked: string | null;
}

/** A game's page: its title (the document's too), then the game's screen once the state has loaded. */
export function GamePage<G extends GameKey>({ game, title, description, failedMessage, Screen }: { game: G; title: string; description: ReactNode; failedMessage?: string; Screen: ComponentType<GameScreenProps<G>> }) {
  useDocumentTitle(title);
  const query = useGamesState();
  const { access, email } = usePlayAccess();
  const info = findGame(query.data, game);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={title} description={description} />
      {query.isPending ? (
        <LoadingState label={m['games.parts.loading']()} lines={4} />
      ) : query.isError || !query.data ? (
        <ErrorState message={messageFor(query.error, failedMessage ?? m['games.parts.fetch-failed']())} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <Screen state={query.data} updatedAt={query.dataUpdatedAt} info={info} access={access} email={email} blocked={unavailableReason(info)} />
      )}
    </div>
  );
}

function HowToPlay({ steps, children }: { steps: ReactNode[]; children?: ReactNode }) {
  return (
    <Card titleId="how-to-play-title" title={m['games.parts.how-to-play']()} titleClassName="text-lg font-bold text-white">
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
function OddsTable({ info, title = m['games.parts.odds-title'](), outcomeLabel = m['games.parts.odds-outcome'](), note }: { info: GameInfo; title?: string; outcomeLabel?: string; note?: ReactNode }) {
  return (
    <Card titleId={`odds-${info.game}`} title={title} titleClassName="text-lg font-bold text-white">
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {m['games.parts.odds-caption']({ title, game: gameName(info.game), version: info.settingsVersion })}
          </caption>
          <thead className="text-xs uppercase tracking-wide text-indigo-300">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {outcomeLabel}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {m['games.parts.odds-prize']()}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {m['games.parts.odds-chance']()}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/10">
            {info.odds.map((outcome, index) => (
              <tr key={index}>
                <td className="py-2 pr-3 text-indigo-50">{oddsOutcomeLabel(info.game, outcome)}</td>
                <td className="py-2 pr-3 text-right tabular-nums text-white">{outcome.prizePaise > 0 ? formatRupees(outcome.prizePaise) : m['games.parts.no-prize']()}</td>
                <td className="py-2 text-right tabular-nums text-emerald-200">{formatChance(outcome.probability)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-indigo-200">
        {m['games.parts.average-prize']()}
        <strong className="text-white">{formatAveragePrize(info.expectedPaise)}</strong>
        {m['games.parts.top-prize']({ amount: formatRupees(info.maxPrizePaise) })}
      </p>
      {note && <div className="mt-2 text-xs text-indigo-300">{note}</div>}
    </Card>
  );
}

/** The commitment published before the next play, and where to check it afterwards. */
function ProvablyFairBox({ commitment, access }: { commitment: Commitment | null | undefined; access: PlayAccess }) {
  return (
    <Card titleId="provably-fair-title" title={m['games.parts.fair-title']()} titleClassName="text-lg font-bold text-white">
      <p className="mt-1 text-sm text-indigo-200">
        {m['games.parts.fair-text']()}
      </p>
      {commitment ? (
        // A <dl> holds only <dt>/<dd> groups, each in at most one <div>: the seed and nonce share a row by the list's own wrapping.
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <div className="basis-full">
            <dt className="text-indigo-300">{m['games.parts.fair-seed-hash']()}</dt>
            <dd>
              <Hash value={commitment.serverSeedHash} />
            </dd>
          </div>
          <div>
            <dt className="inline text-indigo-300">{m['games.parts.fair-client-seed']()}</dt>
            <dd className="inline break-all font-mono text-white">{commitment.clientSeed}</dd>
          </div>
          <div>
            <dt className="inline text-indigo-300">{m['games.parts.fair-next-nonce']()}</dt>
            <dd className="inline font-mono text-white">{commitment.nextNonce}</dd>
          </div>
        </dl>
      ) : access === 'visitor' ? (
        <p className="mt-3 text-sm text-indigo-100">{m['games.parts.fair-sign-in']()}</p>
      ) : (
        <p className="mt-3 text-sm text-indigo-100">{m['games.parts.fair-first-play']()}</p>
      )}
      <Link to="/fairness" className="mt-3 inline-block text-sm font-semibold text-emerald-300 underline-offset-4 hover:underline">
        {m['games.parts.fair-link']()}
      </Link>
    </Card>
  );
}

/** "Come back in 23:59:58": a live countdown to a time the server gave; at zero (after `onDone`) the page asks the server what is allowed now. */
export function Countdown({ label, target, onDone, className = '' }: { label: string; target: Date | null | undefined; onDone?: () => void; className?: string }) {
  const utils = trpc.useUtils();
  const left = useCountdown(target, () => {
    onDone?.();
    void utils.games.state.invalidate();
  });
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

interface GameLayoutProps {
  screen: Pick<GameScreenProps<GameKey>, 'state' | 'info' | 'access' | 'email'>;
  /** Above the columns: why the game cannot be played, by default. */
  notice?: ReactNode;
  /** How to play, and a note under the steps. */
  steps: ReactNode[];
  stepsNote?: ReactNode;
  odds?: { title?: string; outcomeLabel?: string; note?: ReactNode };
  /** The play area. */
  children: ReactNode;
}

/** A game's screen: the verify notice, the notice, the play area, and beside it the rules, the published odds and the commitment. */
export function GameLayout({ screen: { state, info, access, email }, notice = <GameAvailability info={info} />, steps, stepsNote, odds, children }: GameLayoutProps) {
  return (
    <div className="space-y-6">
      {access === 'unverified' && <VerifyToPlay email={email} />}
      {notice}
      {info && <ChangeNotice kind="game-settings" subject={info.game} detailed />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
        <div className="space-y-6">{children}</div>
        <div className="space-y-6">
          <HowToPlay steps={steps}>{stepsNote}</HowToPlay>
          {info && <OddsTable info={info} {...odds} />}
          <ProvablyFairBox commitment={state.player?.commitment} access={access} />
        </div>
      </div>
    </div>
  );
}
