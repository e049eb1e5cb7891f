import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '#i18n/paraglide/messages';
import { Button } from '#kit/ui/button';
import { Card, Notice } from '../../../components/ui/feedback';
import { formatCount, formatRupees } from '#kit/lib/format';
import { trpc } from '../../../lib/trpc';
import { fixedPrizeOf, limitsOf } from '../api/games-queries';
import { bestPlayOdds, type GuessResult } from '../lib/guess';
import { usePlayRound } from '../lib/use-play-round';
import { Countdown, GameLayout, GamePage, SignInToPlay, type GameScreenProps } from './game-parts';
import { GuessRound } from './guess-round';
import { RoundOver } from './round-over';

export function GuessNumberPage() {
  return <GamePage game="guess" title={m['games.guess.title']()} description={m['games.guess.description']()} Screen={GuessGame} />;
}

function GuessGame(screen: GameScreenProps<'guess'>) {
  const { state, info, access, blocked } = screen;
  const utils = trpc.useUtils();
  const prizePaise = fixedPrizeOf(info);
  const limits = limitsOf(info);
  const attemptsPerRound = limits.attempts ?? 3;
  const player = state.player;
  const [ended, setEnded] = useState<GuessResult | null>(null);

  const start = usePlayRound({
    mutation: trpc.games.startGuess.useMutation(),
    failedMessage: m['games.guess.start-failed'](),
    onLand: () => setEnded(null),
    // The round's secret is drawn: the round and the seed's next nonce changed, no money.
    refresh: () => Promise.all([utils.games.state.invalidate(), utils.fairness.invalidate()]),
  });

  // The round as the server keeps it; right after starting, the start answer until the state is fetched again.
  const round = player?.guess.round ?? (start.landed && !ended ? { attempts: [], attemptsLeft: start.landed.attemptsLeft, proof: start.landed.proof } : null);
  const lockedUntil = ended?.lockedUntil ?? player?.guess.lockedUntil ?? null;
  const onLockOver = () => {
    setEnded(null);
    start.reset();
  };

  let playArea;
  if (access === 'visitor') {
    playArea = (
      <div className="space-y-3 text-center">
        <p className="text-indigo-100">{m['games.guess.visitor']({ amount: formatRupees(prizePaise) })}</p>
        <SignInToPlay />
      </div>
    );
  } else if (ended) {
    playArea = <RoundOver result={ended} />;
  } else if (round) {
    playArea = <GuessRound round={round} justStarted={Boolean(start.landed)} onEnded={setEnded} />;
  } else if (lockedUntil) {
    playArea = (
      <div className="space-y-4 text-center">
        <p className="text-indigo-100">{m['games.guess.played']()}</p>
        <Countdown label={m['games.guess.come-back']()} target={lockedUntil} onDone={onLockOver} />
        <p className="text-sm text-indigo-200">
          {m['games.guess.seed-revealed']()}
          <Link to="/fairness" className="font-semibold text-emerald-300 underline underline-offset-4">
            {m['games.guess.fairness-link']()}
          </Link>
          {m['games.parts.sentence-end']()}
        </p>
      </div>
    );
  } else {
    playArea = (
      <div className="space-y-4 text-center">
        <p className="text-indigo-100">{blocked ?? m['games.guess.start-text']({ count: formatCount(attemptsPerRound) })}</p>
        <Button className="min-h-12 px-8 text-base" busy={start.busy} busyLabel={m['games.guess.starting']()} disabled={access !== 'player' || Boolean(blocked)} onClick={() => start.play()}>
          {m['games.guess.start']()}
        </Button>
      </div>
    );
  }

  return (
    <GameLayout
      screen={screen}
      notice={
        round && !ended && blocked ? (
          <Notice tone="info">
            {blocked} {m['games.guess.round-unaffected']()}
          </Notice>
        ) : undefined
      }
      steps={[
        m['games.guess.step-start'](),
        m['games.guess.step-guesses']({ count: formatCount(attemptsPerRound) }),
        m['games.guess.step-prize']({ amount: formatRupees(prizePaise) }),
        m['games.guess.step-end']({ hours: formatCount(limits.lockHours ?? 24) }),
      ]}
      stepsNote={info && <p className="mt-3 text-sm text-indigo-200">{bestPlayOdds(info, attemptsPerRound)}</p>}
    >
      <Card titleId="guess-title" title={m['games.guess.card-title']()} titleClassName="mb-4 text-lg font-bold text-white">
        {playArea}
        {ended?.lockedUntil && <Countdown className="mt-6" label={m['games.guess.come-back']()} target={ended.lockedUntil} onDone={onLockOver} />}
      </Card>
    </GameLayout>
  );
}
