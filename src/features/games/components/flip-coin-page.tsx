import { useEffect, useRef, useState } from 'react';
import { Button } from '#kit/ui/button';
import { Card, Notice } from '../../../components/ui/feedback';
import { formatCount, formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { findGame, fixedPrizeOf, limitsOf, type GamesState } from '../api/games-queries';
import { coinRotationFor, FLIP_PAUSE_MS, FLIP_TURN_MS, flipResultText, type Side } from '../lib/coin';
import { useInputErrorToast } from '../lib/use-input-error-toast';
import { usePlayRound } from '../lib/use-play-round';
import { useTurn } from '../lib/use-turn';
import { Coin } from './coin';
import { Countdown, GameLayout, GamePage, SignInToPlay, unavailableReason, usePlayAccess } from './game-parts';
import { SidePicker } from './side-picker';

export function FlipCoinPage() {
  return (
    <GamePage title={m['games.flip.title']()} description={m['games.flip.description']()}>
      {(state) => <FlipGame state={state} />}
    </GamePage>
  );
}

function FlipGame({ state }: { state: GamesState }) {
  const { access, email } = usePlayAccess();
  const info = findGame(state, 'flip');
  const prizePaise = fixedPrizeOf(info);
  const limits = limitsOf(info);
  const [choice, setChoice] = useState<Side | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const choiceToast = useInputErrorToast();
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

  // The side buttons and FLIP NOW give way to the result, so focus would fall to the page body:
  // the result takes it (and is read out) instead.
  useEffect(() => {
    if (result && locked) resultArea.current?.focus();
  }, [result, locked]);

  const clearChoiceError = () => {
    setChoiceError(null);
    choiceToast.dismiss();
  };
  const onFlip = () => {
    if (!choice) {
      setChoiceError(m['games.flip.choose-side']());
      choiceToast.show(m['games.flip.choose-side']());
      return;
    }
    clearChoiceError();
    flip.play({ side: choice });
  };

  return (
    <GameLayout
      access={access}
      email={email}
      info={info}
      steps={[
        m['games.flip.step-pick']({ button: m['games.flip.button']() }),
        m['games.flip.step-draw'](),
        m['games.flip.step-prize']({ amount: formatRupees(prizePaise) }),
        m['games.flip.step-limit']({ hours: formatCount(limits.lockHours ?? 24) }),
      ]}
      commitment={state.player?.commitment}
    >
      <Card aria-labelledby="flip-title" className="text-center">
        <h2 id="flip-title" className="sr-only">
          {m['games.flip.coin-heading']()}
        </h2>
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
                  {m['games.flip.you-called']({ side: result.chosen })}{' '}
                  {result.won ? m['games.flip.won-detail']({ amount: formatRupees(result.prizePaise), balance: formatRupees(result.balancePaise) }) : m['games.flip.no-prize']()}
                </p>
              </Notice>
            )}
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
            <Button className="min-h-12 min-w-44 px-8 text-base tracking-wide" busy={flip.busy} busyLabel={m['games.flip.flipping']()} disabled={access !== 'player' || Boolean(unavailableReason(info))} onClick={onFlip}>
              {m['games.flip.button']()}
            </Button>
          </div>
        )}
      </Card>
    </GameLayout>
  );
}
