import { useRef, useState } from 'react';
import { useToast } from '../../../kit/ui/toast/toast-context';
import { Button } from '../../../kit/ui/button';
import { Card, Notice } from '../../../components/ui/feedback';
import { messageFor } from '../../../kit/lib/errors';
import { formatRupees } from '../../../kit/lib/format';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { findGame, segmentsOf, useAfterPlay, useGamesState, type GamesState } from '../api/games-queries';
import { Countdown, GameAvailability, GameColumns, GamePage, HowToPlay, OddsTable, ProvablyFairBox, SignInToPlay, StateGuard, unavailableReason, usePlayAccess, VerifyToPlay } from './game-parts';
import { ScratchCanvas } from './scratch-canvas';

export const SCRATCH_MESSAGES = {
  noPrize: 'Better luck tomorrow!',
  noPrizeTitle: 'Sorry, Better Luck Tomorrow!',
  nextCard: 'Next card in',
  reveal: 'Reveal without scratching',
} as const;

type CardPhase = 'none' | 'issuing' | 'issued' | 'revealing' | 'revealed';

interface Revealed {
  label: string;
  prizePaise: number;
  balancePaise?: number;
}

export function ScratchCardPage() {
  useDocumentTitle('Daily Scratch Card');
  const query = useGamesState();
  return (
    <GamePage title="Daily Scratch Card" description="One free card a day. Its prize is drawn when your card is issued — scratching only reveals it.">
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
    toast.error(messageFor(error, 'Failed to open your card. Please try again.'));
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
        if (result.prize.prizePaise > 0) toast.success(`You won ${formatRupees(result.prize.prizePaise)}!`, { durationMs: 3000 });
        else toast.info(SCRATCH_MESSAGES.noPrize, { durationMs: 3000 });
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
              {shown ? (shown.prizePaise > 0 ? `You won ${formatRupees(shown.prizePaise)}!` : SCRATCH_MESSAGES.noPrizeTitle) : "Today's card"}
            </h2>
            <ScratchCanvas key={cardKey} enabled={canPlay && !cardDone} revealed={cardDone} onStart={onStart} onThreshold={onThreshold}>
              {shown ? (
                <>
                  <span className="text-sm font-semibold uppercase tracking-widest text-white/80">Today's card</span>
                  <span className="mt-1 text-4xl font-black text-white drop-shadow">{shown.prizePaise > 0 ? formatRupees(shown.prizePaise) : 'No prize'}</span>
                </>
              ) : (
                <>
                  <span aria-hidden="true" className="text-6xl font-black text-white/90 drop-shadow">
                    ?
                  </span>
                  <span className="mt-1 text-sm font-semibold text-white/90">{working ? 'Revealing…' : 'Shown at 50% scratched'}</span>
                </>
              )}
            </ScratchCanvas>

            {shown ? (
              <div className="mt-5 space-y-4">
                {shown.prizePaise > 0 ? (
                  <Notice tone="success">
                    {formatRupees(shown.prizePaise)} is in your wallet.{shown.balancePaise !== undefined && ` New balance: ${formatRupees(shown.balancePaise)}.`}
                  </Notice>
                ) : (
                  <p className="text-indigo-100">No prize on today's card. A new card every day at midnight (IST).</p>
                )}
                <Countdown label={SCRATCH_MESSAGES.nextCard} target={nextCardAt ?? state.nextResetAt} onDone={() => void utils.games.state.invalidate()} />
              </div>
            ) : access === 'visitor' ? (
              <div className="mt-5 space-y-3">
                <p className="text-sm text-indigo-200">One free card a day for signed-in players.</p>
                <SignInToPlay label="Sign in to scratch" />
              </div>
            ) : (
              <div className="mt-5 space-y-2">
                <p className="text-sm text-indigo-200">{blocked && !cardIssued ? blocked : 'Scratch with your finger or mouse. The prize shows once more than half is scratched.'}</p>
                <Button
                  variant="secondary"
                  busy={working}
                  busyLabel="Revealing…"
                  disabled={!canPlay}
                  onClick={() => {
                    wantsReveal.current = true;
                    setWorking(true);
                    if (phase.current === 'none') issue();
                    else if (phase.current === 'issued') reveal();
                  }}
                >
                  {SCRATCH_MESSAGES.reveal}
                </Button>
              </div>
            )}
          </Card>
        }
        aside={
          <>
            <HowToPlay
              steps={[
                <>Touch the card: today's card is issued and its prize drawn from the table below, with your seed.</>,
                <>Scratch off more than half of the silver layer to see it (or use “{SCRATCH_MESSAGES.reveal}”).</>,
                <>A prize goes straight into your wallet. One card per day; a new one at midnight (IST).</>,
              ]}
            />
            {info && <OddsTable info={info} title="Card prizes and odds" outcomeLabel="Card" />}
            <ProvablyFairBox commitment={player?.commitment} access={access} />
          </>
        }
      />
    </div>
  );
}
