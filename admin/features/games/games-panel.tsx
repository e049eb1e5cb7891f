import { Link } from '@tanstack/react-router';
import { PanelHeader } from '../../components/panel';
import { EmptyState, ErrorState, LoadingState } from '../../../src/kit/ui/states';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { GameCard, isBudgetPaused } from './game-card';
import { GAME_ORDER, type GameConfig } from './game-draft';

function byGameOrder(a: GameConfig, b: GameConfig): number {
  return GAME_ORDER.indexOf(a.game) - GAME_ORDER.indexOf(b.game);
}

export function GamesPanel() {
  useDocumentTitle('Games');
  const games = trpc.games.list.useQuery();

  return (
    <section aria-labelledby="games-heading" className="space-y-6">
      <PanelHeader
        id="games-heading"
        title="Games"
        description="Free games with published odds. Changing a prize table saves a new version: plays already made keep theirs. Budgets and today’s numbers reset at midnight (IST)."
      />
      {games.isPending ? (
        <LoadingState label="Loading games…" />
      ) : games.isError && !games.data ? (
        <ErrorState message="Could not load the games." onRetry={() => void games.refetch()} />
      ) : games.data.length === 0 ? (
        <EmptyState title="No games are set up yet">The database seed creates the five games with their default prize tables.</EmptyState>
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
    <nav aria-label="Games on this page">
      <ul className="flex flex-wrap gap-2">
        {games.map((config) => {
          const state = !config.enabled ? 'off' : isBudgetPaused(config) ? 'paused' : 'on';
          return (
            <li key={config.game}>
              <Link
                to="/games"
                hash={`game-${config.game}`}
                className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700 shadow-xs hover:border-indigo-300 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <span aria-hidden="true" className={`size-2 rounded-full ${state === 'on' ? 'bg-emerald-500' : state === 'paused' ? 'bg-amber-500' : 'bg-slate-400'}`} />
                {config.name} <span className="sr-only">{state === 'on' ? '(on)' : state === 'paused' ? '(paused: budget used up)' : '(off)'}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
