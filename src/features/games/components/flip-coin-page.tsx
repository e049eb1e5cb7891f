import { useEffect, useRef, useState } from 'react';
import { Button } from '#kit/ui/button';
import { useAttemptToast } from '#kit/ui/toast/use-attempt-toast';
import { Card, Notice } from '../../../components/ui/feedback';
import { formatCount, formatRupees } from '#kit/lib/format';
import { sideName } from '#i18n/game-words';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { fixedPrizeOf, limitsOf } from '../api/games-queries';
import { coinRotationFor, FLIP_PAUSE_MS, FLIP_TURN_MS, flipResultText, type Side } from '../lib/coin';
import { usePlayRound } from '../lib/use-play-round';
import { useTurn } from '../lib/use-turn';
import { Coin } from './coin';
import { Countdown, GameLayout, GamePage, SignInToPlay, type GameScreenProps } from './game-parts';
import { SidePicker } from './side-picker';
import { TickerAsk } from '../../figures';
import { CheckThisPlayLink } from '../../../components/ui/check-this-play-link';

export function FlipCoinPage() {
  return <GamePage game="flip" title={m['games.flip.title']()} description={m['games.flip.description']()} Screen={FlipGame} />;
}

function FlipGame(screen: GameScreenProps<'flip'>) {
  const { state, info, access, blocked } = screen;
  const prizePaise = fixedPrizeOf(info);
  const limits = limitsOf(info);
  const [choice, setChoice] = useState<Side | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const choiceToast = useAttemptToast();
  const resultArea = useRef<HTMLDivElement>(null);
  const coin = useTurn();

  const flip = usePlayRound({
    mutation: trpc.games.flip.useMutation(),
    failedMessage: m['games.flip.failed'](),
    animate: (answer) => {
      const turnMs = coin.turnTo((current) => coinRotationFor(current, answer.side), FLIP_TURN_MS);
      return turnMs > 0 ? turnMs + FLIP_PAUSE_MS : 0;
    },
    announce: (answer) => ({ text: flipResultText(answer.side, answer.won), good: answer.won }),
  });
  const result = flip.landed;
  const nextFlipAt = result?.nextFlipAt ?? state.player?.flip.nextFlipAt ?? null;
  const locked = Boolean(nextFlipAt) && !flip.busy;

  // The buttons give way to the result, which takes focus (and is read out) instead of the page body.
  useEffect(() => {
    if (result && locked) resultArea.current?.focus();
  }, [result, locked]);

  const clearChoiceError = () => {
    setChoiceError(null);
    choiceToast.clear();
  };
  const onFlip = () => {
    if (!choice) {
      setChoiceError(m['games.flip.choose-side']());
      choiceToast.error(m['games.flip.choose-side']());
      return;
    }
    clearChoiceError();
    flip.play({ side: choice });
  };

  return (
    <GameLayout
      screen={screen}
      steps={[
        m['games.flip.step-pick']({ button: m['games.flip.button']() }),
        m['games.flip.step-draw'](),
        m['games.flip.step-prize']({ amount: formatRupees(prizePaise) }),
        m['games.flip.step-limit']({ hours: formatCount(limits.lockHours ?? 24) }),
      ]}
    >
      <Card titleId="flip-title" title={m['games.flip.coin-heading']()} titleClassName="sr-only" className="text-center">
        <Coin rotation={coin.rotation} durationMs={coin.durationMs} landed={result?.side ?? null} />
        {access === 'visitor' ? (
          <div className="mt-6 space-y-3">
            <p className="text-sm text-indigo-200">{m['games.flip.visitor']({ hours: formatCount(limits.lockHours ?? 24), amount: formatRupees(prizePaise) })}</p>
            <SignInToPlay />
          </div>
        ) : locked ? (
          <div ref={resultArea} tabIndex={-1} className="mt-6 space-y-4 rounded-xl">
            {result && (
              <Notice tone={result.won ? 'success' : 'info'}>
                <p className="font-semibold">{flipResultText(result.side, result.won)}</p>
                <p className="mt-1">
                  {m['games.flip.you-called']({ side: sideName(result.chosen) })}{' '}
                  {result.won ? m['games.flip.won-detail']({ amount: formatRupees(result.prizePaise), balance: formatRupees(result.balancePaise) }) : m['games.flip.no-prize']()}
                </p>
              </Notice>
            )}
            {result?.won && <TickerAsk />}
            {result && <CheckThisPlayLink playId={result.playId} className="inline-block text-sm" />}
            <Countdown label={m['games.flip.next-flip']()} target={nextFlipAt} onDone={flip.reset} />
          </div>
        ) : (
          <div className="mt-6 space-y-4">
            <SidePicker
              choice={choice}
              error={choiceError}
              disabled={flip.busy}
              onPick={(side) => {
                setChoice(side);
                clearChoiceError();
              }}
            />
            <Button className="min-h-12 min-w-44 px-8 text-base tracking-wide" busy={flip.busy} busyLabel={m['games.flip.flipping']()} disabled={access !== 'player' || Boolean(blocked)} onClick={onFlip}>
              {m['games.flip.button']()}
            </Button>
          </div>
        )}
      </Card>
    </GameLayout>
  );
}
