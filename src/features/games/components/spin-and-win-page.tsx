import { useEffect, useMemo, useRef, useState } from 'react';
import { useToast } from '../../../kit/ui/toast/toast-context';
import { Button } from '../../../kit/ui/button';
import { Dialog } from '../../../kit/ui/dialog';
import { Card } from '../../../components/ui/feedback';
import { messageFor } from '../../../kit/lib/errors';
import { formatRupees } from '../../../kit/lib/format';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { findGame, limitsOf, useAfterPlay, useGamesState, type GamesState } from '../api/games-queries';
import { prefersReducedMotion } from '../lib/time';
import { wheelArcs, wheelRotationFor } from '../lib/wheel';
import { Countdown, GameAvailability, GameColumns, GamePage, HowToPlay, OddsTable, ProvablyFairBox, SignInToPlay, StateGuard, unavailableReason, usePlayAccess, VerifyToPlay } from './game-parts';
import { ShareForSpin } from './share-for-spin';
import { SpinWheel } from './spin-wheel';

type SpinResult = RouterOutputs['games']['spin'];

/** How long the wheel turns before it stops on the drawn segment (none with reduced motion). */
export const SPIN_DURATION_MS = 4000;
export const SPIN_MESSAGES = { noPrize: 'Better Luck Next Time', spin: 'SPIN NOW', spinning: 'Spinning...' } as const;

export function SpinAndWinPage() {
  useDocumentTitle('Spin & Win');
  const query = useGamesState();
  return (
    <GamePage title="Spin & Win" description="Spin the wheel for a small prize. Every segment's chance is published below, and every spin can be checked.">
      <StateGuard query={query}>{(state) => <SpinGame state={state} updatedAt={query.dataUpdatedAt} />}</StateGuard>
    </GamePage>
  );
}

function SpinGame({ state, updatedAt }: { state: GamesState; updatedAt: number }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const afterPlay = useAfterPlay();
  const { access, email } = usePlayAccess();
  const info = findGame(state, 'spin');
  // The published odds are the wheel: one segment each, as wide as its chance.
  const segments = useMemo(() => info?.odds ?? [], [info]);
  const arcs = useMemo(() => wheelArcs(segments.map((segment) => segment.probability)), [segments]);
  const limits = limitsOf(info);
  const player = state.player;

  const [rotation, setRotation] = useState(0);
  const [durationMs, setDurationMs] = useState(0);
  const [landedIndex, setLandedIndex] = useState<number | null>(null);
  const [turning, setTurning] = useState(false);
  const [result, setResult] = useState<SpinResult | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The server's latest count (a spin's or a share bonus's answer) until the state is fetched again.
  const [spinsLeftOverride, setSpinsLeftOverride] = useState<number | null>(null);
  const spinButton = useRef<HTMLButtonElement>(null);
  const stopTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => setSpinsLeftOverride(null), [updatedAt]);
  useEffect(() => () => {
    if (stopTimer.current) clearTimeout(stopTimer.current);
  }, []);

  const land = (spin: SpinResult) => {
    stopTimer.current = null;
    setTurning(false);
    setLandedIndex(spin.segmentIndex);
    setDialogOpen(true);
    // The balance moves only once the wheel has stopped: the header must not give the result away.
    void afterPlay(spin.balancePaise);
  };

  const spin = trpc.games.spin.useMutation({
    onSuccess: (spin) => {
      const duration = prefersReducedMotion() ? 0 : SPIN_DURATION_MS;
      setResult(spin);
      setSpinsLeftOverride(spin.spinsLeft);
      setLandedIndex(null);
      setDurationMs(duration);
      setRotation((current) => wheelRotationFor(current, spin.segmentIndex, arcs));
      if (duration === 0) land(spin);
      else {
        setTurning(true);
        stopTimer.current = setTimeout(() => land(spin), duration);
      }
    },
    onError: (error) => {
      toast.error(messageFor(error, 'Failed to spin the wheel. Please try again.'));
      void utils.games.state.invalidate();
    },
  });

  const spinsLeft = spinsLeftOverride ?? player?.spin.spinsLeft ?? limits.spinsPerDay ?? 0;
  const blocked = unavailableReason(info);
  const busy = spin.isPending || turning;
  const canShare = Boolean(player && !player.spin.shareBonusUsed && player.spin.allowance < (limits.maxSpinsPerDay ?? 0));
  const won = result ? result.prizePaise > 0 : false;

  const playArea = (
    <Card aria-labelledby="spin-title" className="text-center">
      <h2 id="spin-title" className="sr-only">
        The wheel
      </h2>
      <SpinWheel segments={segments} arcs={arcs} rotation={rotation} durationMs={durationMs} landedIndex={landedIndex} />
      <div className="mt-5 flex flex-col items-center gap-3">
        {access === 'visitor' ? (
          <>
            <p className="text-sm text-indigo-200">{limits.spinsPerDay ?? 3} free spins every day for signed-in players.</p>
            <SignInToPlay label="Sign in to spin" />
          </>
        ) : (
          <>
            {/* While the game is paused or off no spin can be made: a count of spins left would say otherwise. */}
            {blocked ? (
              <p className="text-sm text-amber-100">{blocked}</p>
            ) : (
              <p className="inline-flex items-center gap-2 rounded-full bg-emerald-400/15 px-3 py-1 text-sm font-semibold tabular-nums text-emerald-200 ring-1 ring-emerald-400/30" aria-live="polite">
                {`${spinsLeft} ${spinsLeft === 1 ? 'spin' : 'spins'} left today`}
              </p>
            )}
            <Button
              ref={spinButton}
              className="min-h-12 min-w-44 px-8 text-base tracking-wide"
              busy={busy}
              busyLabel={SPIN_MESSAGES.spinning}
              disabled={access !== 'player' || Boolean(blocked) || spinsLeft === 0}
              onClick={() => spin.mutate({})}
            >
              {SPIN_MESSAGES.spin}
            </Button>
            {access === 'player' && !blocked && spinsLeft === 0 && !busy && (
              <div className="space-y-3">
                <p className="text-sm text-indigo-100">No spins left today. New spins at midnight (IST).</p>
                <Countdown label="Spins reset in" target={state.nextResetAt} onDone={() => void utils.games.state.invalidate()} />
                {canShare && (
                  <div className="space-y-2">
                    <p className="text-sm text-indigo-200">Optional: share the page once today and get one extra spin.</p>
                    <ShareForSpin onExtraSpin={() => setSpinsLeftOverride(null)} />
                  </div>
                )}
              </div>
            )}
          </>
        )}
      </div>
    </Card>
  );

  return (
    <div className="space-y-6">
      {access === 'unverified' && <VerifyToPlay email={email} />}
      <GameAvailability info={info} />
      <GameColumns
        main={playArea}
        aside={
          <>
            <HowToPlay
              steps={[
                <>Press {SPIN_MESSAGES.spin}. The server draws a segment from the prize table with your seed — the wheel then turns to it.</>,
                <>A prize goes straight into your wallet. “Try Again” segments pay nothing.</>,
                <>
                  You get {limits.spinsPerDay ?? 3} spins each day (India time). Sharing the page adds one extra spin once a day, up to {limits.maxSpinsPerDay ?? 5}. Sharing is
                  optional.
                </>,
              ]}
            />
            {info && (
              <OddsTable
                info={info}
                title="Wheel segments and odds"
                outcomeLabel="Segment"
                note={
                  arcs.some((arc) => arc.atMinimum)
                    ? 'Each segment is drawn as wide as its chance. Very small segments are drawn at a minimum size so they can be seen and read, so they look a little bigger than their chance: the chance written on them and in this table is the true one.'
                    : 'Each segment is drawn as wide as its chance.'
                }
              />
            )}
            <ProvablyFairBox commitment={player?.commitment} access={access} />
          </>
        }
      />

      {dialogOpen && result && (
        <Dialog
          title={won ? `You won ${formatRupees(result.prizePaise)}!` : SPIN_MESSAGES.noPrize}
          description={
            won ? (
              <>
                It is in your wallet. New balance: <strong className="text-white">{formatRupees(result.balancePaise)}</strong>.
              </>
            ) : (
              <>The wheel stopped on “{result.label}”.</>
            )
          }
          onClose={() => setDialogOpen(false)}
          fallbackFocus={() => spinButton.current ?? document.getElementById('main')}
        >
          <div className="flex flex-col items-center gap-3">
            {spinsLeft > 0 ? (
              <>
                <p className="text-sm text-indigo-200">
                  {spinsLeft} {spinsLeft === 1 ? 'spin' : 'spins'} left today.
                </p>
                <Button onClick={() => setDialogOpen(false)}>Try Again</Button>
              </>
            ) : (
              <>
                <p className="text-sm text-indigo-200">No spins left today. New spins at midnight (IST).</p>
                {canShare && <ShareForSpin onExtraSpin={() => setDialogOpen(false)} />}
                <Button variant="ghost" onClick={() => setDialogOpen(false)}>
                  Close
                </Button>
              </>
            )}
            <p className="text-xs text-indigo-300">
              Play nonce {result.proof.nonce} · prize table v{result.proof.tableVersion}. Check it on the Fairness page after revealing your seed.
            </p>
          </div>
        </Dialog>
      )}
    </div>
  );
}
