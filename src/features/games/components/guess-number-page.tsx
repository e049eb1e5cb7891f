import { Link } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { GAME_MESSAGES, guessInputSchema } from '../../../../server/modules/games/schemas';
import { useToast } from '../../../kit/ui/toast/toast-context';
import { Button } from '../../../kit/ui/button';
import { Card, Notice } from '../../../components/ui/feedback';
import { TextField } from '../../../kit/ui/fields';
import { messageFor } from '../../../kit/lib/errors';
import { formatRupees } from '../../../kit/lib/format';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { findGame, fixedPrizeOf, limitsOf, useAfterPlay, useGamesState, type GameInfo, type GamesState } from '../api/games-queries';
import { Hash } from '../../../kit/ui/hash';
import { Countdown, GameAvailability, GameColumns, GamePage, HowToPlay, OddsTable, ProvablyFairBox, SignInToPlay, StateGuard, unavailableReason, usePlayAccess, VerifyToPlay } from './game-parts';

type GuessResult = RouterOutputs['games']['guess'];
type Hint = GuessResult['hint'];

export const GUESS_MESSAGES = {
  higher: GAME_MESSAGES.higher,
  lower: GAME_MESSAGES.lower,
  comeBack: 'Come back in',
} as const;

/** The field's text as the server's guess input: an empty field is no number (NaN), which the server's rule refuses as such. */
const guessFormSchema = z.object({ number: z.string().transform((text) => (text.trim() === '' ? Number.NaN : Number(text))).pipe(guessInputSchema.shape.number) });

/** The server's guess rule and words ('Please enter a number', '… between 1 and 100'), checked before anything is sent. */
export function checkGuess(raw: string): { number: number } | { error: string } {
  const checked = guessFormSchema.safeParse({ number: raw });
  return checked.success ? checked.data : { error: checked.error.issues[0]?.message ?? GAME_MESSAGES.enterNumber };
}

/**
 * The published odds in words, read from the server's table (outcome 0 is the right guess with
 * best play; the weights count numbers out of all of them), never recomputed here. True at every
 * attempts limit: from the limit where best play covers every number on, it says a certain win.
 */
function bestPlayOdds(info: GameInfo, attempts: number): string {
  const best = info.odds[0];
  if (!best) return '';
  const numbers = info.odds.reduce((sum, outcome) => sum + outcome.weight, 0);
  const guesses = `${attempts} ${attempts === 1 ? 'guess' : 'guesses'}`;
  const play = 'with best play (halving the range each time: 50, then 25 or 75, …)';
  if (best.probability >= 1) return `Honest odds: ${play} ${guesses} are always enough to find the number — a certain win. Guessing at random can still miss.`;
  return `Honest odds: ${play} ${guesses} can find ${best.weight} of the ${numbers} numbers — a ${best.weight} in ${numbers} chance. Guessing at random is worse.`;
}

function hintMessage(hint: Hint): string {
  return hint === 'higher' ? GUESS_MESSAGES.higher : hint === 'lower' ? GUESS_MESSAGES.lower : 'Correct!';
}

export function GuessNumberPage() {
  useDocumentTitle('Guess the Number');
  const query = useGamesState();
  return (
    <GamePage title="Guess the Number" description="We pick a secret number from 1 to 100 before your first guess. Every hint is true.">
      <StateGuard query={query}>{(state) => <GuessGame state={state} />}</StateGuard>
    </GamePage>
  );
}

function GuessGame({ state }: { state: GamesState }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const afterPlay = useAfterPlay();
  const { access, email } = usePlayAccess();
  const info = findGame(state, 'guess');
  const prizePaise = fixedPrizeOf(info);
  const limits = limitsOf(info);
  const attemptsPerRound = limits.attempts ?? 3;
  const player = state.player;
  const blocked = unavailableReason(info);

  const [value, setValue] = useState('');
  const [inputError, setInputError] = useState<string | undefined>();
  const [showHint, setShowHint] = useState(false);
  const [ended, setEnded] = useState<GuessResult | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // An input error toast goes with the next attempt: it would contradict it.
  const inputToast = useRef<number | null>(null);
  const dismissInputToast = () => {
    if (inputToast.current !== null) toast.dismiss(inputToast.current);
    inputToast.current = null;
  };

  const start = trpc.games.startGuess.useMutation({
    onSuccess: () => {
      setEnded(null);
      void utils.games.state.invalidate();
      void utils.fairness.invalidate();
      setTimeout(() => inputRef.current?.focus(), 0);
    },
    onError: (error) => {
      toast.error(messageFor(error, 'Failed to start a round. Please try again.'));
      void utils.games.state.invalidate();
    },
  });

  const guess = trpc.games.guess.useMutation({
    onSuccess: (result) => {
      setValue('');
      if (result.status === 'active') {
        toast.info(result.message, { durationMs: 3000 });
        void utils.games.state.invalidate();
        inputRef.current?.focus();
        return;
      }
      setEnded(result);
      if (result.status === 'won') toast.success(`${result.message} You won ${formatRupees(result.prizePaise)}!`, { durationMs: 3000 });
      else toast.info(`No attempts left. The number was ${result.secret}.`, { durationMs: 3000 });
      void afterPlay(result.balancePaise);
    },
    onError: (error) => {
      toast.error(messageFor(error, 'Failed to send your guess. Please try again.'));
      void utils.games.state.invalidate();
    },
  });

  // The round as the server keeps it; right after starting, the start answer until the state is fetched again.
  const round = player?.guess.round ?? (start.data && !ended ? { attempts: [], attemptsLeft: start.data.attemptsLeft, proof: start.data.proof } : null);
  const lockedUntil = ended?.lockedUntil ?? player?.guess.lockedUntil ?? null;
  const latestAttempt = round?.attempts[round.attempts.length - 1];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (guess.isPending) return;
    const checked = checkGuess(value);
    if ('error' in checked) {
      setInputError(checked.error);
      dismissInputToast();
      inputToast.current = toast.error(checked.error);
      inputRef.current?.focus();
      return;
    }
    setInputError(undefined);
    dismissInputToast();
    guess.mutate({ number: checked.number });
  };

  const onLockOver = () => {
    setEnded(null);
    start.reset();
    void utils.games.state.invalidate();
  };

  let playArea;
  if (access === 'visitor') {
    playArea = (
      <div className="space-y-3 text-center">
        <p className="text-indigo-100">Sign in to play: a right guess wins {formatRupees(prizePaise)}.</p>
        <SignInToPlay />
      </div>
    );
  } else if (ended) {
    playArea = <RoundOver result={ended} />;
  } else if (round) {
    playArea = (
      <div className="space-y-5">
        <RoundCommitment proof={round.proof} />
        <form noValidate onSubmit={onSubmit} aria-label="Your guess" className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            ref={inputRef}
            label="Your guess (1 to 100)"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            name="guess"
            autoComplete="off"
            className="flex-1"
            value={value}
            error={inputError}
            onChange={(event) => {
              setValue(event.target.value);
              setInputError(undefined);
            }}
          />
          {/* A round in progress can always be finished: its prize was set aside when it started. */}
          <Button type="submit" className="sm:mt-7" busy={guess.isPending} busyLabel="Checking…">
            Guess
          </Button>
        </form>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-indigo-100" aria-live="polite">
            Attempts left: <strong className="tabular-nums text-white">{round.attemptsLeft}</strong> of {attemptsPerRound}
          </p>
          <Button variant="secondary" aria-expanded={showHint} aria-controls="guess-hint" onClick={() => setShowHint((shown) => !shown)}>
            {showHint ? 'Hide Hint' : 'Show Hint'}
          </Button>
        </div>
        <div id="guess-hint" hidden={!showHint} className="rounded-xl bg-indigo-900/60 p-3 text-center text-indigo-50 ring-1 ring-white/10">
          {latestAttempt ? (
            <p>
              Your last guess was <strong>{latestAttempt.number}</strong>. <strong className="text-emerald-200">{hintMessage(latestAttempt.hint)}</strong>
            </p>
          ) : (
            <p>Make a first guess — a hint follows every miss. Tip: start with 50.</p>
          )}
        </div>
        {round.attempts.length > 0 && (
          <ol aria-label="Your guesses" className="flex flex-wrap gap-2 text-sm">
            {round.attempts.map((attempt, index) => (
              <li key={index} className="rounded-full bg-white/10 px-3 py-1 text-indigo-50">
                {attempt.number} <span className="text-indigo-300">— {attempt.hint === 'higher' ? 'higher' : attempt.hint === 'lower' ? 'lower' : 'right'}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    );
  } else if (lockedUntil) {
    playArea = (
      <div className="space-y-4 text-center">
        <p className="text-indigo-100">You played your round. The next one starts when the countdown ends.</p>
        <Countdown label={GUESS_MESSAGES.comeBack} target={lockedUntil} onDone={onLockOver} />
        <p className="text-sm text-indigo-200">
          The last round's seed is revealed: check it on{' '}
          <Link to="/fairness" className="font-semibold text-emerald-300 underline underline-offset-4">
            the Fairness page
          </Link>
          .
        </p>
      </div>
    );
  } else {
    playArea = (
      <div className="space-y-4 text-center">
        <p className="text-indigo-100">
          {blocked ?? `Start a round: the secret number is drawn at once and its proof shown to you before your first guess. You have ${attemptsPerRound} attempts.`}
        </p>
        <Button className="min-h-12 px-8 text-base" busy={start.isPending} busyLabel="Starting…" disabled={access !== 'player' || Boolean(blocked)} onClick={() => start.mutate()}>
          Start round
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {access === 'unverified' && <VerifyToPlay email={email} />}
      {round && !ended && blocked ? (
        <Notice tone="info">
          {blocked} Your round in progress is not affected: its prize was set aside when it started, so you can finish it.
        </Notice>
      ) : (
        <GameAvailability info={info} />
      )}
      <GameColumns
        main={
          <Card aria-labelledby="guess-title">
            <h2 id="guess-title" className="mb-4 text-lg font-bold text-white">
              Find the number from 1 to 100
            </h2>
            {playArea}
            {ended?.lockedUntil && (
              <Countdown className="mt-6" label={GUESS_MESSAGES.comeBack} target={ended.lockedUntil} onDone={onLockOver} />
            )}
          </Card>
        }
        aside={
          <>
            <HowToPlay
              steps={[
                <>Start a round. The server draws the secret number (1–100) and shows you its proof first.</>,
                <>You have {attemptsPerRound} guesses. After each miss you get a true hint: higher or lower.</>,
                <>A right guess wins {formatRupees(prizePaise)}, paid into your wallet.</>,
                <>When the round ends the secret and the seed are shown, and the next round opens {limits.lockHours ?? 24} hours later.</>,
              ]}
            >
              {info && <p className="mt-3 text-sm text-indigo-200">{bestPlayOdds(info, attemptsPerRound)}</p>}
            </HowToPlay>
            {info && <OddsTable info={info} />}
            <ProvablyFairBox commitment={player?.commitment} access={access} />
          </>
        }
      />
    </div>
  );
}

function RoundCommitment({ proof }: { proof: { serverSeedHash: string; nonce: number } }) {
  return (
    <div className="rounded-xl bg-black/20 p-3 text-sm ring-1 ring-white/10">
      <p className="font-semibold text-indigo-100">The secret is fixed. Its proof:</p>
      <p className="mt-1 text-indigo-300">Server seed hash</p>
      <Hash value={proof.serverSeedHash} />
      <p className="mt-1 text-indigo-300">
        Nonce <span className="font-mono text-white">{proof.nonce}</span>
      </p>
    </div>
  );
}

function RoundOver({ result }: { result: GuessResult }) {
  const won = result.status === 'won';
  return (
    <div className="space-y-4">
      {won ? (
        <Notice tone="success">
          <p className="text-lg font-bold">
            {result.message} You won {formatRupees(result.prizePaise)}!
          </p>
          <p className="mt-1">It is in your wallet. New balance: {formatRupees(result.balancePaise)}.</p>
        </Notice>
      ) : (
        <Notice tone="info">
          <p className="text-lg font-bold">No attempts left. The number was {result.secret}.</p>
          <p className="mt-1">Your guesses: {result.attempts.map((attempt) => attempt.number).join(', ')}.</p>
        </Notice>
      )}
      {result.revealedServerSeed && (
        <div className="rounded-xl bg-black/20 p-3 text-sm ring-1 ring-white/10">
          <p className="font-semibold text-indigo-100">Check it yourself</p>
          <p className="mt-1 text-indigo-300">Revealed server seed</p>
          <Hash value={result.revealedServerSeed} />
          <p className="mt-1 text-indigo-300">Its SHA-256 must equal the hash shown at the start</p>
          <Hash value={result.proof.serverSeedHash} />
          <p className="mt-1 text-indigo-300">
            Client seed <span className="break-all font-mono text-white">{result.proof.clientSeed}</span> · nonce <span className="font-mono text-white">{result.proof.nonce}</span>
          </p>
          <Link to="/fairness" className="mt-2 inline-block font-semibold text-emerald-300 underline underline-offset-4">
            Verify on /fairness
          </Link>
        </div>
      )}
    </div>
  );
}
