import { Link } from '@tanstack/react-router';
import { PanelHeader } from '../../components/panel';
import { EmptyState, ErrorState, LoadingState } from '#kit/ui/states';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { GameCard } from './game-card';
import { GAME_ORDER, type GameConfig } from './game-draft';
import { gameStatus } from './game-status';

function byGameOrder(a: GameConfig, b: GameConfig): number {
  return GAME_ORDER.indexOf(a.game) - GAME_ORDER.indexOf(b.game);
}

export function GamesPanel() {
  const games = trpc.games.list.useQuery();

  return (
    <section aria-labelledby="games-heading" className="space-y-6">
      <PanelHeader id="games-heading" documentTitle={m['games.document-title']()} title={m['games.title']()} description={m['games.description']()} />
      {games.isPending ? (
        <LoadingState label={m['games.loading']()} />
      ) : games.isError && !games.data ? (
        <ErrorState message={m['games.load-failed']()} onRetry={() => void games.refetch()} />
      ) : games.data.length === 0 ? (
        <EmptyState title={m['games.empty.title']()}>{m['games.empty.text']()}</EmptyState>
      ) : (
        <>
          <GamesJumpList games={[...games.data].sort(byGameOrder)} />
          <div className="space-y-8">
            {[...games.data].sort(byGameOrder).map((config) => (
              <GameCard key={config.game} config={config} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** A line of links to each game's card, with its state, so five long cards stay easy to move through. */
function GamesJumpList({ games }: { games: GameConfig[] }) {
  return (
    <nav aria-label={m['games.jump.label']()}>
      <ul className="flex flex-wrap gap-2">
        {games.map((config) => {
          const state = gameStatus(config);
          return (
            <li key={config.game}>
              <Link
                to="/games"
                hash={`game-${config.game}`}
                className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700 shadow-xs hover:border-indigo-300 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <span aria-hidden="true" className={`size-2 rounded-full ${state === 'on' ? 'bg-emerald-500' : state === 'paused' ? 'bg-amber-500' : 'bg-slate-400'}`} />
                {config.name} <span className="sr-only">{state === 'on' ? m['games.jump.on']() : state === 'paused' ? m['games.jump.paused']() : m['games.jump.off']()}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
