import { useRef, useState } from 'react';
import { useToast } from '#kit/ui/toast/toast-context';
import { Button } from '#kit/ui/button';
import { Card, Notice } from '../../../components/ui/feedback';
import { messageFor } from '#kit/lib/errors';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { findGame, segmentsOf, useAfterPlay, useGamesState, type GamesState } from '../api/games-queries';
import { Countdown, GameAvailability, GameColumns, GamePage, HowToPlay, OddsTable, ProvablyFairBox, SignInToPlay, StateGuard, unavailableReason, usePlayAccess, VerifyToPlay } from './game-parts';
import { ScratchCanvas } from './scratch-canvas';

type CardPhase = 'none' | 'issuing' | 'issued' | 'revealing' | 'revealed';

interface Revealed {
  label: string;
  prizePaise: number;
  balancePaise?: number;
}

export function ScratchCardPage() {
  useDocumentTitle(m['games.scratch.title']());
  const query = useGamesState();
  return (
    <GamePage title={m['games.scratch.title']()} description={m['games.scratch.description']()}>
      <StateGuard query={query}>{(state) => <ScratchGame state={state} />}</StateGuard>
    </GamePage>
  );
}

function ScratchGame({ state }: { state: GamesState }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const afterPlay = useAfterPlay();
  const { access, email } = usePlayAccess();
  const info = findGame(state, 'scratch');
  const segments = segmentsOf(info);
  const blocked = unavailableReason(info);
  const player = state.player;

  // Where today's card stands on the server: none → issued (prize drawn) → revealed (prize paid).
  const serverPhase = (player?.scratch.today ?? 'none') as 'none' | 'issued' | 'revealed';
  const phase = useRef<CardPhase>(serverPhase);
  const wantsReveal = useRef(false);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [nextCardAt, setNextCardAt] = useState<Date | null>(null);
  const [cardKey, setCardKey] = useState(0);
  const [working, setWorking] = useState(false);

  const fromState: Revealed | null = player?.scratch.prize ? { label: segments[player.scratch.prize.index]?.label ?? '', prizePaise: player.scratch.prize.prizePaise } : null;
  const shown = revealed ?? fromState;

  const failed = (error: unknown) => {
    phase.current = serverPhase === 'revealed' ? 'revealed' : 'none';
    wantsReveal.current = false;
    setWorking(false);
    toast.error(messageFor(error, m['games.scratch.failed']()));
    // A fresh cover; the server's state says whether today's card exists.
    setCardKey((key) => key + 1);
    void utils.games.state.invalidate().then(() => {
      const today = utils.games.state.getData()?.player?.scratch.today;
      if (today) phase.current = today;
    });
  };

  const scratch = trpc.games.scratch.useMutation();

  const reveal = () => {
    phase.current = 'revealing';
    setWorking(true);
    scratch.mutate(undefined, {
      onSuccess: (result) => {
        if (result.status !== 'revealed') {
          phase.current = 'issued';
          reveal();
          return;
        }
        phase.current = 'revealed';
        setWorking(false);
        setRevealed({ label: result.prize.label, prizePaise: result.prize.prizePaise, balancePaise: result.balancePaise });
        setNextCardAt(result.nextCardAt);
        if (result.prize.prizePaise > 0) toast.success(m['games.parts.you-won']({ amount: formatRupees(result.prize.prizePaise) }), { durationMs: 3000 });
        else toast.info(m['games.scratch.no-prize-toast'](), { durationMs: 3000 });
        void afterPlay(result.balancePaise);
      },
      onError: failed,
    });
  };

  const issue = () => {
    phase.current = 'issuing';
    scratch.mutate(undefined, {
      onSuccess: (result) => {
        phase.current = result.status === 'revealed' ? 'revealed' : 'issued';
        void utils.fairness.invalidate();
        if (wantsReveal.current || result.status === 'revealed') reveal();
      },
      onError: failed,
    });
  };

  const onStart = () => {
    if (phase.current === 'none') issue();
  };

  const onThreshold = () => {
    wantsReveal.current = true;
    if (phase.current === 'issued') reveal();
    else if (phase.current === 'none') issue();
  };

  const cardDone = Boolean(shown);
  // A card already issued today (or being issued) has its prize drawn and counted against the
  // budget: it can be revealed even while the game is paused or switched off, as the server allows.
  const cardIssued = serverPhase === 'issued' || (['issuing', 'issued', 'revealing'] as CardPhase[]).includes(phase.current);
  const canPlay = access === 'player' && (cardIssued || !blocked);

  return (
    <div className="space-y-6">
      {access === 'unverified' && <VerifyToPlay email={email} />}
      {!cardDone && !cardIssued && <GameAvailability info={info} />}
      <GameColumns
        main={
          <Card aria-labelledby="scratch-title" className="text-center">
            <h2 id="scratch-title" className="mb-4 text-lg font-bold text-white">
              {shown ? (shown.prizePaise > 0 ? m['games.parts.you-won']({ amount: formatRupees(shown.prizePaise) }) : m['games.scratch.no-prize-title']()) : m['games.scratch.today-card']()}
            </h2>
            <ScratchCanvas key={cardKey} enabled={canPlay && !cardDone} revealed={cardDone} onStart={onStart} onThreshold={onThreshold}>
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
                  <span className="mt-1 text-sm font-semibold text-white/90">{working ? m['games.scratch.revealing']() : m['games.scratch.shown-at']()}</span>
                </>
              )}
            </ScratchCanvas>

            {shown ? (
              <div className="mt-5 space-y-4">
                {shown.prizePaise > 0 ? (
                  <Notice tone="success">
                    {m['games.scratch.in-wallet']({ amount: formatRupees(shown.prizePaise) })}
                    {shown.balancePaise !== undefined && ` ${m['games.scratch.new-balance']({ balance: formatRupees(shown.balancePaise) })}`}
                  </Notice>
                ) : (
                  <p className="text-indigo-100">{m['games.scratch.no-prize-today']()}</p>
                )}
                <Countdown label={m['games.scratch.next-card']()} target={nextCardAt ?? state.nextResetAt} onDone={() => void utils.games.state.invalidate()} />
              </div>
            ) : access === 'visitor' ? (
              <div className="mt-5 space-y-3">
                <p className="text-sm text-indigo-200">{m['games.scratch.visitor']()}</p>
                <SignInToPlay label={m['games.scratch.sign-in']()} />
              </div>
            ) : (
              <div className="mt-5 space-y-2">
                <p className="text-sm text-indigo-200">{blocked && !cardIssued ? blocked : m['games.scratch.hint']()}</p>
                <Button
                  variant="secondary"
                  busy={working}
                  busyLabel={m['games.scratch.revealing']()}
                  disabled={!canPlay}
                  onClick={() => {
                    wantsReveal.current = true;
                    setWorking(true);
                    if (phase.current === 'none') issue();
                    else if (phase.current === 'issued') reveal();
                  }}
                >
                  {m['games.scratch.reveal']()}
                </Button>
              </div>
            )}
          </Card>
        }
        aside={
          <>
            <HowToPlay
              steps={[
                m['games.scratch.step-touch'](),
                m['games.scratch.step-scratch']({ reveal: m['games.scratch.reveal']() }),
                m['games.scratch.step-prize'](),
              ]}
            />
            {info && <OddsTable info={info} title={m['games.scratch.odds-title']()} outcomeLabel={m['games.scratch.odds-outcome']()} />}
            <ProvablyFairBox commitment={player?.commitment} access={access} />
          </>
        }
      />
    </div>
  );
}
