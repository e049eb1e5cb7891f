import { useEffect, useMemo, useRef, useState } from 'react';
import { useToast } from '#kit/ui/toast/toast-context';
import { Button } from '#kit/ui/button';
import { Dialog } from '#kit/ui/dialog';
import { Card } from '../../../components/ui/feedback';
import { messageFor } from '#kit/lib/errors';
import { formatCount, formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
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

export function SpinAndWinPage() {
  useDocumentTitle(m['games.spin.title']());
  const query = useGamesState();
  return (
    <GamePage title={m['games.spin.title']()} description={m['games.spin.description']()}>
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
      toast.error(messageFor(error, m['games.spin.failed']()));
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
        {m['games.spin.wheel-heading']()}
      </h2>
      <SpinWheel segments={segments} arcs={arcs} rotation={rotation} durationMs={durationMs} landedIndex={landedIndex} />
      <div className="mt-5 flex flex-col items-center gap-3">
        {access === 'visitor' ? (
          <>
            <p className="text-sm text-indigo-200">{m['games.spin.visitor-spins']({ count: formatCount(limits.spinsPerDay ?? 3) })}</p>
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
            <Button
              ref={spinButton}
              className="min-h-12 min-w-44 px-8 text-base tracking-wide"
              busy={busy}
              busyLabel={m['games.spin.spinning']()}
              disabled={access !== 'player' || Boolean(blocked) || spinsLeft === 0}
              onClick={() => spin.mutate({})}
            >
              {m['games.spin.button']()}
            </Button>
            {access === 'player' && !blocked && spinsLeft === 0 && !busy && (
              <div className="space-y-3">
                <p className="text-sm text-indigo-100">{m['games.spin.no-spins']()}</p>
                <Countdown label={m['games.spin.reset-in']()} target={state.nextResetAt} onDone={() => void utils.games.state.invalidate()} />
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
                m['games.spin.step-press']({ button: m['games.spin.button']() }),
                m['games.spin.step-prize'](),
                m['games.spin.step-limit']({ count: formatCount(limits.spinsPerDay ?? 3), max: formatCount(limits.maxSpinsPerDay ?? 5) }),
              ]}
            />
            {info && (
              <OddsTable
                info={info}
                title={m['games.spin.odds-title']()}
                outcomeLabel={m['games.spin.odds-outcome']()}
                note={arcs.some((arc) => arc.atMinimum) ? m['games.spin.odds-note-minimum']() : m['games.spin.odds-note']()}
              />
            )}
            <ProvablyFairBox commitment={player?.commitment} access={access} />
          </>
        }
      />

      {dialogOpen && result && (
        <Dialog
          title={won ? m['games.parts.you-won']({ amount: formatRupees(result.prizePaise) }) : m['games.spin.no-prize']()}
          description={
            won ? (
              <>
                {m['games.parts.in-wallet-new-balance']()}
                <strong className="text-white">{formatRupees(result.balancePaise)}</strong>
                {m['games.parts.sentence-end']()}
              </>
            ) : (
              <>{m['games.spin.stopped-on']({ label: result.label })}</>
            )
          }
          onClose={() => setDialogOpen(false)}
          fallbackFocus={() => spinButton.current ?? document.getElementById('main')}
        >
          <div className="flex flex-col items-center gap-3">
            {spinsLeft > 0 ? (
              <>
                <p className="text-sm text-indigo-200">{m['games.spin.spins-left-sentence']({ count: formatCount(spinsLeft) })}</p>
                <Button onClick={() => setDialogOpen(false)}>{m['games.spin.try-again']()}</Button>
              </>
            ) : (
              <>
                <p className="text-sm text-indigo-200">{m['games.spin.no-spins']()}</p>
                {canShare && <ShareForSpin onExtraSpin={() => setDialogOpen(false)} />}
                <Button variant="ghost" onClick={() => setDialogOpen(false)}>
                  {m['games.spin.close']()}
                </Button>
              </>
            )}
            <p className="text-xs text-indigo-300">
              {m['games.spin.proof-note']({ nonce: result.proof.nonce, version: result.proof.settingsVersion })}
            </p>
          </div>
        </Dialog>
      )}
    </div>
  );
}
