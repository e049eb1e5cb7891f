import { useEffect, useRef, useState } from 'react';
import { messageFor } from '#kit/lib/errors';
import { useToast } from '#kit/ui/toast/toast-context';
import { trpc } from '../../../lib/trpc';
import { useAfterPlay } from '../api/games-queries';

/** idle → pending (the server draws) → animating (the wheel or coin turns) → landed (the result shows). */
type PlayPhase = 'idle' | 'pending' | 'animating' | 'landed';

interface PlayRoundOptions<Input, Answer> {
  mutation: { mutateAsync: (input: Input) => Promise<Answer> };
  /** The toast when the server failed without a refusal of its own (a refusal is worded by its code). */
  failedMessage: string;
  /** Starts the answer's animation; answers the milliseconds until it lands (0: at once). */
  animate?: (answer: Answer) => number;
  /** The result's toast as it lands, shown 3 s (spec §8): good news as a success, the rest as news. */
  announce?: (answer: Answer) => { text: string; good: boolean } | null;
  /** The rest of the landed result: dialogs, focus, the page's own state. */
  onLand?: (answer: Answer) => void;
  /** What the play changed, fetched once it has landed (a balance must not give the result away); default `settled` (useAfterPlay). */
  refresh?: (answer: Answer, settled: () => Promise<void>) => unknown;
  /** After a failure's toast, with the refetch of the game state (what the server allows now). */
  onFail?: (stateRefetched: Promise<void>) => void;
}

const balanceOf = (answer: object) => ('balancePaise' in answer && typeof answer.balancePaise === 'number' ? answer.balancePaise : undefined);

/**
 * One play, from the click to the refreshed page: a second click while one is under way sends
 * nothing; the answer animates, lands and shows; a failure is toasted and the state asked again.
 */
export function usePlayRound<Input, Answer extends object>(options: PlayRoundOptions<Input, Answer>) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const afterPlay = useAfterPlay();
  const [round, setRound] = useState<{ phase: PlayPhase; answer: Answer | null }>({ phase: 'idle', answer: null });
  // The phase as of now, not of the last render: a double click is refused before React renders.
  const phase = useRef<PlayPhase>('idle');
  const landing = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The latest render's callbacks, as a mutation's own options would be.
  const latest = useRef(options);
  latest.current = options;
  // A page left while the wheel turns shows nothing more.
  useEffect(() => () => clearTimeout(landing.current), []);

  const moveTo = (next: PlayPhase, answer?: Answer | null) => {
    phase.current = next;
    setRound((current) => ({ phase: next, answer: answer === undefined ? current.answer : answer }));
  };
  const refresh = (answer: Answer) => {
    const settled = () => afterPlay(balanceOf(answer));
    void (latest.current.refresh ? latest.current.refresh(answer, settled) : settled());
  };
  const land = (answer: Answer) => {
    moveTo('landed');
    const news = latest.current.announce?.(answer);
    if (news) toast[news.good ? 'success' : 'info'](news.text, { durationMs: 3000 });
    latest.current.onLand?.(answer);
    refresh(answer);
  };

  const play = (input: Input) => {
    if (phase.current === 'pending' || phase.current === 'animating') return;
    moveTo('pending');
    latest.current.mutation.mutateAsync(input).then(
      (answer) => {
        moveTo('animating', answer);
        const delay = latest.current.animate?.(answer) ?? 0;
        if (delay > 0) landing.current = setTimeout(() => land(answer), delay);
        else land(answer);
      },
      (error: unknown) => {
        moveTo('idle');
        toast.error(messageFor(error, latest.current.failedMessage));
        const stateRefetched = utils.games.state.invalidate();
        latest.current.onFail?.(stateRefetched);
      },
    );
  };

  return {
    play,
    phase: round.phase,
    /** The latest answer, kept until the next one (also while it animates). */
    answer: round.answer,
    /** The answer once it has landed; null while a play is on its way, after a failure or a reset. */
    landed: round.phase === 'landed' ? round.answer : null,
    busy: round.phase === 'pending' || round.phase === 'animating',
    /** Forgets the round (a lock ran out: the page asks the server again). */
    reset: () => moveTo('idle', null),
  };
}
