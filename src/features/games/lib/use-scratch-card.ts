import { useRef, useState } from 'react';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { findGame, segmentsOf, type GamesState } from '../api/games-queries';
import { usePlayRound } from './use-play-round';

type CardPhase = 'none' | 'issuing' | 'issued' | 'revealing' | 'revealed';

type ShownPrize = { label: string; prizePaise: number; balancePaise?: number };

/**
 * Today's card, one `games.scratch` call per step: the first touch issues it (drawing the prize);
 * half scratched off, or the button, reveals it — once issued, if that is still under way.
 */
export function useScratchCard(state: GamesState) {
  const utils = trpc.useUtils();
  const segments = segmentsOf(findGame(state, 'scratch'));
  const player = state.player;
  // Where today's card stands on the server: none → issued (prize drawn) → revealed (prize paid).
  const serverPhase = player?.scratch.today ?? 'none';
  const phase = useRef<CardPhase>(serverPhase);
  const wantsReveal = useRef(false);
  const [working, setWorking] = useState(false);
  const [cardKey, setCardKey] = useState(0);

  const card = usePlayRound({
    mutation: trpc.games.scratch.useMutation(),
    failedMessage: m['games.scratch.failed'](),
    announce: (answer) => answer.prize && { text: answer.prize.prizePaise > 0 ? m['games.parts.you-won']({ amount: formatRupees(answer.prize.prizePaise) }) : m['games.scratch.no-prize-toast'](), good: answer.prize.prizePaise > 0 },
    onLand: (answer) => {
      phase.current = answer.status;
      if (answer.status === 'revealed') setWorking(false);
      else if (wantsReveal.current) reveal();
    },
    // An issued card has drawn its prize (the seed's nonce moved); a revealed one has paid it.
    refresh: (answer, settled) => (answer.status === 'issued' ? utils.fairness.invalidate() : settled()),
    onFail: (stateRefetched) => {
      phase.current = serverPhase === 'revealed' ? 'revealed' : 'none';
      wantsReveal.current = false;
      setWorking(false);
      // A fresh cover; the server's state says whether today's card exists.
      setCardKey((key) => key + 1);
      void stateRefetched.then(() => {
        const today = utils.games.state.getData()?.player?.scratch.today;
        if (today) phase.current = today;
      });
    },
  });

  const issue = () => {
    phase.current = 'issuing';
    card.play();
  };
  const reveal = () => {
    phase.current = 'revealing';
    setWorking(true);
    card.play();
  };
  const askReveal = () => {
    wantsReveal.current = true;
    if (phase.current === 'none') issue();
    else if (phase.current === 'issued') reveal();
  };

  const revealed = card.answer?.status === 'revealed' ? card.answer : null;
  const fromState: ShownPrize | null = player?.scratch.prize ? { label: segments[player.scratch.prize.index]?.label ?? '', prizePaise: player.scratch.prize.prizePaise } : null;
  return {
    shown: revealed ? { ...revealed.prize, balancePaise: revealed.balancePaise } : fromState,
    /** The revealed card's play, for "Check this play" (known once revealed here). */
    playId: revealed?.playId ?? null,
    nextCardAt: revealed?.nextCardAt ?? null,
    // An issued card's prize is drawn and budgeted: it can be revealed even while the game is paused or off.
    issued: serverPhase === 'issued' || (['issuing', 'issued', 'revealing'] as CardPhase[]).includes(phase.current),
    working,
    cardKey,
    onStart: () => {
      if (phase.current === 'none') issue();
    },
    onThreshold: askReveal,
    /** The keyboard's way: reveal without scratching. */
    onRevealButton: () => {
      setWorking(true);
      askReveal();
    },
  };
}
