import { Button } from '#kit/ui/button';
import { Card, Notice } from '../../../components/ui/feedback';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { useScratchCard } from '../lib/use-scratch-card';
import { Countdown, GameAvailability, GameLayout, GamePage, SignInToPlay, type GameScreenProps } from './game-parts';
import { ScratchCanvas } from './scratch-canvas';
import { TickerAsk } from '../../figures';
import { CheckThisPlayLink } from '../../../components/ui/check-this-play-link';

export function ScratchCardPage() {
  return <GamePage game="scratch" title={m['games.scratch.title']()} description={m['games.scratch.description']()} Screen={ScratchGame} />;
}

function ScratchGame(screen: GameScreenProps<'scratch'>) {
  const { state, info, access, blocked } = screen;
  const card = useScratchCard(state);
  const { shown } = card;
  const canPlay = access === 'player' && (card.issued || !blocked);
  const title = shown ? (shown.prizePaise > 0 ? m['games.parts.you-won']({ amount: formatRupees(shown.prizePaise) }) : m['games.scratch.no-prize-title']()) : m['games.scratch.today-card']();

  return (
    <GameLayout
      screen={screen}
      notice={!shown && !card.issued ? <GameAvailability info={info} /> : null}
      steps={[m['games.scratch.step-touch'](), m['games.scratch.step-scratch']({ reveal: m['games.scratch.reveal']() }), m['games.scratch.step-prize']()]}
      odds={{ title: m['games.scratch.odds-title'](), outcomeLabel: m['games.scratch.odds-outcome']() }}
    >
      <Card titleId="scratch-title" title={title} titleClassName="mb-4 text-lg font-bold text-white" className="text-center">
        <ScratchCanvas key={card.cardKey} enabled={canPlay && !shown} revealed={Boolean(shown)} onStart={card.onStart} onThreshold={card.onThreshold}>
          {shown ? (
            <>
              <span className="text-sm font-semibold uppercase tracking-widest text-white/80">{m['games.scratch.today-card']()}</span>
              <span className="mt-1 text-4xl font-black text-white drop-shadow">{shown.prizePaise > 0 ? formatRupees(shown.prizePaise) : m['games.parts.no-prize']()}</span>
            </>
          ) : (
            <>
              <span aria-hidden="true" className="text-6xl font-black text-white/90 drop-shadow">
                ?
              </span>
              <span className="mt-1 text-sm font-semibold text-white/90">{card.working ? m['games.scratch.revealing']() : m['games.scratch.shown-at']()}</span>
            </>
          )}
        </ScratchCanvas>

        {shown ? (
          <div className="mt-5 space-y-4">
            {shown.prizePaise > 0 ? (
              <>
                <Notice tone="success">
                  {m['games.scratch.in-wallet']({ amount: formatRupees(shown.prizePaise) })}
                  {shown.balancePaise !== undefined && ` ${m['games.scratch.new-balance']({ balance: formatRupees(shown.balancePaise) })}`}
                </Notice>
                <TickerAsk />
              </>
            ) : (
              <p className="text-indigo-100">{m['games.scratch.no-prize-today']()}</p>
            )}
            {card.playId && <CheckThisPlayLink playId={card.playId} className="text-sm" />}
            <Countdown label={m['games.scratch.next-card']()} target={card.nextCardAt ?? state.nextResetAt} />
          </div>
        ) : access === 'visitor' ? (
          <div className="mt-5 space-y-3">
            <p className="text-sm text-indigo-200">{m['games.scratch.visitor']()}</p>
            <SignInToPlay label={m['games.scratch.sign-in']()} />
          </div>
        ) : (
          <div className="mt-5 space-y-2">
            <p className="text-sm text-indigo-200">{blocked && !card.issued ? blocked : m['games.scratch.hint']()}</p>
            <Button variant="secondary" busy={card.working} busyLabel={m['games.scratch.revealing']()} disabled={!canPlay} onClick={card.onRevealButton}>
              {m['games.scratch.reveal']()}
            </Button>
          </div>
        )}
      </Card>
    </GameLayout>
  );
}
