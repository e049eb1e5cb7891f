import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '#kit/ui/button';
import { Card } from '../../../components/ui/feedback';
import { formatCount } from '#kit/lib/format';
import { sharingAddsSpin, spinAllowanceOf } from '#contract/games/spin-allowance';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { usePlayRound } from '../lib/use-play-round';
import { useTurn } from '../lib/use-turn';
import { wheelArcs, wheelRotationFor } from '../lib/wheel';
import { Countdown, GameLayout, GamePage, SignInToPlay, type GameScreenProps } from './game-parts';
import { ShareForSpin } from './share-for-spin';
import { SpinResultDialog } from './spin-result-dialog';
import { SpinWheel } from './spin-wheel';

/** How long the wheel turns before it stops on the drawn segment (none with reduced motion). */
const SPIN_DURATION_MS = 4000;

export function SpinAndWinPage() {
  return <GamePage game="spin" title={m['games.spin.title']()} description={m['games.spin.description']()} Screen={SpinGame} />;
}

function SpinGame(screen: GameScreenProps<'spin'>) {
  const { state, updatedAt, info, access, blocked } = screen;
  // The published odds are the wheel: one segment each, as wide as its chance.
  const segments = useMemo(() => info?.odds ?? [], [info]);
  const arcs = useMemo(() => wheelArcs(segments.map((segment) => segment.probability)), [segments]);
  const player = state.player;
  const wheel = useTurn();
  const [dialogOpen, setDialogOpen] = useState(false);
  // The server's latest count (a spin's or a share bonus's answer) until the state is fetched again.
  const [spinsLeftOverride, setSpinsLeftOverride] = useState<number | null>(null);
  const spinButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setSpinsLeftOverride(null), [updatedAt]);

  const spin = usePlayRound({
    mutation: trpc.games.spin.useMutation(),
    failedMessage: m['games.spin.failed'](),
    animate: (answer) => {
      setSpinsLeftOverride(answer.spinsLeft);
      return wheel.turnTo((current) => wheelRotationFor(current, answer.segmentIndex, arcs), SPIN_DURATION_MS);
    },
    onLand: () => setDialogOpen(true),
  });

  const rules = info?.limits;
  const spinsLeft = spinsLeftOverride ?? player?.spin.spinsLeft ?? rules?.spinsPerDay ?? 0;
  const canShare = Boolean(player && rules && !player.spin.shareBonusUsed && sharingAddsSpin(rules));

  return (
    <GameLayout
      screen={screen}
      steps={[
        m['games.spin.step-press']({ button: m['games.spin.button']() }),
        m['games.spin.step-prize']({ noPrize: m['games.spin.segment-no-prize']() }),
        // Said from the allowance rule itself: the most a day can hold, and no share sentence where sharing adds nothing.
        ...(rules
          ? [
              sharingAddsSpin(rules)
                ? m['games.spin.step-limit']({ count: formatCount(rules.spinsPerDay), max: formatCount(spinAllowanceOf(rules, true)) })
                : m['games.spin.step-limit-no-share']({ count: formatCount(rules.spinsPerDay) }),
            ]
          : []),
      ]}
      odds={{ title: m['games.spin.odds-title'](), outcomeLabel: m['games.spin.odds-outcome'](), note: arcs.some((arc) => arc.atMinimum) ? m['games.spin.odds-note-minimum']() : m['games.spin.odds-note']() }}
    >
      <Card titleId="spin-title" title={m['games.spin.wheel-heading']()} titleClassName="sr-only" className="text-center">
        {/* The wheel names the segment it stopped on until it turns again. */}
        <SpinWheel segments={segments} arcs={arcs} rotation={wheel.rotation} durationMs={wheel.durationMs} landedIndex={spin.phase === 'animating' ? null : (spin.answer?.segmentIndex ?? null)} />
        <div className="mt-5 flex flex-col items-center gap-3">
          {access === 'visitor' ? (
            <>
              {rules ? <p className="text-sm text-indigo-200">{m['games.spin.visitor-spins']({ count: formatCount(rules.spinsPerDay) })}</p> : null}
              <SignInToPlay label={m['games.spin.sign-in']()} />
            </>
          ) : (
            <>
              {/* While the game is paused or off no spin can be made: a count of spins left would say otherwise. */}
              {blocked ? (
                <p className="text-sm text-amber-100">{blocked}</p>
              ) : (
                <p className="inline-flex items-center gap-2 rounded-full bg-emerald-400/15 px-3 py-1 text-sm font-semibold tabular-nums text-emerald-200 ring-1 ring-emerald-400/30" aria-live="polite">
                  {m['games.spin.spins-left']({ count: formatCount(spinsLeft) })}
                </p>
              )}
              <Button ref={spinButton} className="min-h-12 min-w-44 px-8 text-base tracking-wide" busy={spin.busy} busyLabel={m['games.spin.spinning']()} disabled={access !== 'player' || Boolean(blocked) || spinsLeft === 0} onClick={() => spin.play({})}>
                {m['games.spin.button']()}
              </Button>
              {access === 'player' && !blocked && spinsLeft === 0 && !spin.busy && (
                <div className="space-y-3">
                  <p className="text-sm text-indigo-100">{m['games.spin.no-spins']()}</p>
                  <Countdown label={m['games.spin.reset-in']()} target={state.nextResetAt} />
                  {canShare && (
                    <div className="space-y-2">
                      <p className="text-sm text-indigo-200">{m['games.spin.share-optional']()}</p>
                      <ShareForSpin onExtraSpin={() => setSpinsLeftOverride(null)} />
                    </div>
                  )}
                </div>
              )}
            </>
          )}
        </div>
      </Card>
      {dialogOpen && spin.answer && <SpinResultDialog result={spin.answer} spinsLeft={spinsLeft} canShare={canShare} spinButton={spinButton} onClose={() => setDialogOpen(false)} />}
    </GameLayout>
  );
}
