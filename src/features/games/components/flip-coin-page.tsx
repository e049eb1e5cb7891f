import { useEffect, useRef, useState } from 'react';
import { useToast } from '#kit/ui/toast/toast-context';
import { Button } from '#kit/ui/button';
import { Card, Notice } from '../../../components/ui/feedback';
import { messageFor } from '#kit/lib/errors';
import { formatCount, formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { findGame, fixedPrizeOf, limitsOf, useAfterPlay, useGamesState, type GamesState } from '../api/games-queries';
import { prefersReducedMotion } from '../lib/time';
import { Countdown, GameAvailability, GameColumns, GamePage, HowToPlay, OddsTable, ProvablyFairBox, SignInToPlay, StateGuard, unavailableReason, usePlayAccess, VerifyToPlay } from './game-parts';

type FlipResult = RouterOutputs['games']['flip'];
type Side = FlipResult['side'];

/** Five full turns, then it settles on the drawn side and rests half a second before the result. */
export const FLIP_TURN_MS = 2000;
export const FLIP_PAUSE_MS = 500;
/** The spec's result words ("It's TAIL! You lost!"). */
const flipResult = (side: Side, won: boolean) => (won ? m['games.flip.result-won']({ side }) : m['games.flip.result-lost']({ side }));

/** HEAD faces the viewer at 0°, TAIL at 180°; the coin always turns forwards. */
export function coinRotationFor(current: number, side: Side, turns = 5): number {
  const target = side === 'HEAD' ? 0 : 180;
  const currentMod = ((current % 360) + 360) % 360;
  return current + turns * 360 + ((target - currentMod + 360) % 360);
}

export function FlipCoinPage() {
  useDocumentTitle(m['games.flip.title']());
  const query = useGamesState();
  return (
    <GamePage title={m['games.flip.title']()} description={m['games.flip.description']()}>
      <StateGuard query={query}>{(state) => <FlipGame state={state} />}</StateGuard>
    </GamePage>
  );
}

function FlipGame({ state }: { state: GamesState }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const afterPlay = useAfterPlay();
  const { access, email } = usePlayAccess();
  const info = findGame(state, 'flip');
  const prizePaise = fixedPrizeOf(info);
  const limits = limitsOf(info);
  const blocked = unavailableReason(info);

  const [choice, setChoice] = useState<Side | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [rotation, setRotation] = useState(0);
  const [durationMs, setDurationMs] = useState(0);
  const [turning, setTurning] = useState(false);
  const [result, setResult] = useState<FlipResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const resultArea = useRef<HTMLDivElement>(null);
  // The "pick a side" error goes once a side is picked: it would contradict the page.
  const choiceToast = useRef<number | null>(null);
  const clearChoiceError = () => {
    setChoiceError(null);
    if (choiceToast.current !== null) toast.dismiss(choiceToast.current);
    choiceToast.current = null;
  };
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const settle = (flip: FlipResult) => {
    timer.current = null;
    setTurning(false);
    setResult(flip);
    if (flip.won) toast.success(flipResult(flip.side, true), { durationMs: 3000 });
    else toast.info(flipResult(flip.side, false), { durationMs: 3000 });
    void afterPlay(flip.balancePaise);
  };

  const flip = trpc.games.flip.useMutation({
    onSuccess: (flip) => {
      const reduced = prefersReducedMotion();
      setDurationMs(reduced ? 0 : FLIP_TURN_MS);
      setRotation((current) => coinRotationFor(current, flip.side));
      if (reduced) settle(flip);
      else {
        setTurning(true);
        timer.current = setTimeout(() => settle(flip), FLIP_TURN_MS + FLIP_PAUSE_MS);
      }
    },
    onError: (error) => {
      toast.error(messageFor(error, m['games.flip.failed']()));
      void utils.games.state.invalidate();
    },
  });

  const nextFlipAt = result?.nextFlipAt ?? state.player?.flip.nextFlipAt ?? null;
  const busy = flip.isPending || turning;
  const locked = Boolean(nextFlipAt) && !busy;

  // The side buttons and FLIP NOW give way to the result, so focus would fall to the page body:
  // the result takes it (and is read out) instead.
  useEffect(() => {
    if (result && locked) resultArea.current?.focus();
  }, [result, locked]);

  const onFlip = () => {
    if (!choice) {
      const chooseSide = m['games.flip.choose-side']();
      setChoiceError(chooseSide);
      if (choiceToast.current !== null) toast.dismiss(choiceToast.current);
      choiceToast.current = toast.error(chooseSide);
      return;
    }
    clearChoiceError();
    setResult(null);
    flip.mutate({ side: choice });
  };

  const playArea = (
    <Card aria-labelledby="flip-title" className="text-center">
      <h2 id="flip-title" className="sr-only">
        {m['games.flip.coin-heading']()}
      </h2>
      <Coin rotation={rotation} durationMs={durationMs} landed={turning || flip.isPending ? null : (result?.side ?? null)} />
      {access === 'visitor' ? (
        <div className="mt-6 space-y-3">
          <p className="text-sm text-indigo-200">{m['games.flip.visitor']({ hours: formatCount(limits.lockHours ?? 24), amount: formatRupees(prizePaise) })}</p>
          <SignInToPlay />
        </div>
      ) : locked ? (
        <div ref={resultArea} tabIndex={-1} className="mt-6 space-y-4 rounded-xl">
          {result && (
            <Notice tone={result.won ? 'success' : 'info'}>
              <p className="font-semibold">{flipResult(result.side, result.won)}</p>
              <p className="mt-1">
                {m['games.flip.you-called']({ side: result.chosen })}{' '}
                {result.won ? m['games.flip.won-detail']({ amount: formatRupees(result.prizePaise), balance: formatRupees(result.balancePaise) }) : m['games.flip.no-prize']()}
              </p>
            </Notice>
          )}
          <Countdown
            label={m['games.flip.next-flip']()}
            target={nextFlipAt}
            onDone={() => {
              setResult(null);
              void utils.games.state.invalidate();
            }}
          />
        </div>
      ) : (
        <div className="mt-6 space-y-4">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-indigo-100">{m['games.flip.your-call']()}</legend>
            <div className="flex justify-center gap-3">
              {(['HEAD', 'TAIL'] as const).map((side) => (
                <button
                  key={side}
                  type="button"
                  aria-pressed={choice === side}
                  disabled={busy}
                  aria-describedby={choiceError ? 'flip-choice-error' : undefined}
                  onClick={() => {
                    setChoice(side);
                    clearChoiceError();
                  }}
                  className={`min-h-12 min-w-28 rounded-xl px-5 text-base font-bold tracking-wide ring-2 transition-colors disabled:opacity-60 ${
                    choice === side ? 'bg-amber-300 text-amber-950 ring-amber-200' : 'bg-white/5 text-white ring-white/20 hover:bg-white/10'
                  }`}
                >
                  {side}
                </button>
              ))}
            </div>
            {choiceError && (
              <p id="flip-choice-error" className="mt-2 text-sm text-rose-300">
                {choiceError}
              </p>
            )}
          </fieldset>
          <Button className="min-h-12 min-w-44 px-8 text-base tracking-wide" busy={busy} busyLabel={m['games.flip.flipping']()} disabled={access !== 'player' || Boolean(blocked)} onClick={onFlip}>
            {m['games.flip.button']()}
          </Button>
        </div>
      )}
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
                m['games.flip.step-pick']({ button: m['games.flip.button']() }),
                m['games.flip.step-draw'](),
                m['games.flip.step-prize']({ amount: formatRupees(prizePaise) }),
                m['games.flip.step-limit']({ hours: formatCount(limits.lockHours ?? 24) }),
              ]}
            />
            {info && <OddsTable info={info} />}
            <ProvablyFairBox commitment={state.player?.commitment} access={access} />
          </>
        }
      />
    </div>
  );
}

function Coin({ rotation, durationMs, landed }: { rotation: number; durationMs: number; landed: Side | null }) {
  const face = 'absolute inset-0 flex items-center justify-center rounded-full text-2xl font-black tracking-widest shadow-inner ring-4';
  return (
    <div className="mx-auto size-44 [perspective:800px]" role="img" aria-label={landed ? m['games.flip.coin-landed']({ side: landed }) : m['games.flip.coin']()} data-rotation={rotation}>
      <div
        className="relative size-full"
        style={{
          transformStyle: 'preserve-3d',
          transform: `rotateY(${rotation}deg)`,
          transition: durationMs > 0 ? `transform ${durationMs}ms cubic-bezier(0.2, 0.6, 0.2, 1)` : 'none',
        }}
      >
        <div className={`${face} bg-gradient-to-br from-amber-200 to-amber-500 text-amber-950 ring-amber-300`} style={{ backfaceVisibility: 'hidden' }}>
          HEAD
        </div>
        <div className={`${face} bg-gradient-to-br from-slate-200 to-slate-400 text-slate-900 ring-slate-300`} style={{ backfaceVisibility: 'hidden', transform: 'rotateY(180deg)' }}>
          TAIL
        </div>
      </div>
    </div>
  );
}
