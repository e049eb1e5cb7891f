import { Link } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { GAME_MESSAGES, guessInputSchema } from '#contract/games/schemas';
import { m } from '#i18n/paraglide/messages';
import { translateServerText } from '#i18n/validation-wording';
import { useToast } from '#kit/ui/toast/toast-context';
import { Button } from '#kit/ui/button';
import { Card, Notice } from '../../../components/ui/feedback';
import { TextField } from '#kit/ui/fields';
import { messageFor } from '#kit/lib/errors';
import { formatCount, formatRupees } from '#kit/lib/format';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { findGame, fixedPrizeOf, limitsOf, useAfterPlay, useGamesState, type GameInfo, type GamesState } from '../api/games-queries';
import { Hash } from '#kit/ui/hash';
import { Countdown, GameAvailability, GameColumns, GamePage, HowToPlay, OddsTable, ProvablyFairBox, SignInToPlay, StateGuard, unavailableReason, usePlayAccess, VerifyToPlay } from './game-parts';

type GuessResult = RouterOutputs['games']['guess'];
type Hint = GuessResult['hint'];

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
  const count = formatCount(attempts);
  if (best.probability >= 1) return m['games.guess.odds-certain']({ count });
  return m['games.guess.odds-chance']({ count, found: formatCount(best.weight), numbers: formatCount(numbers) });
}

/** The server's hint, worded here from what it means (the server's own text is English). */
function hintMessage(hint: Hint): string {
  return hint === 'higher' ? m['games.guess.higher']() : hint === 'lower' ? m['games.guess.lower']() : m['games.guess.correct']();
}

function hintWord(hint: Hint): string {
  return hint === 'higher' ? m['games.guess.word-higher']() : hint === 'lower' ? m['games.guess.word-lower']() : m['games.guess.word-right']();
}

/** A finished round's headline: the server's "Correct! The number was 57." and the prize, or the miss. */
function roundOverMessage(result: GuessResult): string {
  const secret = String(result.secret ?? '');
  return result.status === 'won' ? m['games.guess.won']({ secret, amount: formatRupees(result.prizePaise) }) : m['games.guess.lost']({ secret });
}

export function GuessNumberPage() {
  useDocumentTitle(m['games.guess.title']());
  const query = useGamesState();
  return (
    <GamePage title={m['games.guess.title']()} description={m['games.guess.description']()}>
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
      toast.error(messageFor(error, m['games.guess.start-failed']()));
      void utils.games.state.invalidate();
    },
  });

  const guess = trpc.games.guess.useMutation({
    onSuccess: (result) => {
      setValue('');
      if (result.status === 'active') {
        toast.info(hintMessage(result.hint), { durationMs: 3000 });
        void utils.games.state.invalidate();
        inputRef.current?.focus();
        return;
      }
      setEnded(result);
      if (result.status === 'won') toast.success(roundOverMessage(result), { durationMs: 3000 });
      else toast.info(roundOverMessage(result), { durationMs: 3000 });
      void afterPlay(result.balancePaise);
    },
    onError: (error) => {
      toast.error(messageFor(error, m['games.guess.failed']()));
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
      inputToast.current = toast.error(translateServerText(checked.error));
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
        <p className="text-indigo-100">{m['games.guess.visitor']({ amount: formatRupees(prizePaise) })}</p>
        <SignInToPlay />
      </div>
    );
  } else if (ended) {
    playArea = <RoundOver result={ended} />;
  } else if (round) {
    playArea = (
      <div className="space-y-5">
        <RoundCommitment proof={round.proof} />
        <form noValidate onSubmit={onSubmit} aria-label={m['games.guess.form-label']()} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            ref={inputRef}
            label={m['games.guess.field-label']()}
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
          <Button type="submit" className="sm:mt-7" busy={guess.isPending} busyLabel={m['games.guess.checking']()}>
            {m['games.guess.button']()}
          </Button>
        </form>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-indigo-100" aria-live="polite">
            {m['games.guess.attempts-left']()}
            <strong className="tabular-nums text-white">{round.attemptsLeft}</strong>
            {/* The round's own attempts (its settings version's), which an admin's later change does not touch. */}
            {m['games.guess.attempts-of']({ total: round.attempts.length + round.attemptsLeft })}
          </p>
          <Button variant="secondary" aria-expanded={showHint} aria-controls="guess-hint" onClick={() => setShowHint((shown) => !shown)}>
            {showHint ? m['games.guess.hide-hint']() : m['games.guess.show-hint']()}
          </Button>
        </div>
        <div id="guess-hint" hidden={!showHint} className="rounded-xl bg-indigo-900/60 p-3 text-center text-indigo-50 ring-1 ring-white/10">
          {latestAttempt ? (
            <p>
              {m['games.guess.last-guess']()}
              <strong>{latestAttempt.number}</strong>
              {m['games.guess.last-guess-end']()} <strong className="text-emerald-200">{hintMessage(latestAttempt.hint)}</strong>
            </p>
          ) : (
            <p>{m['games.guess.first-guess']()}</p>
          )}
        </div>
        {round.attempts.length > 0 && (
          <ol aria-label={m['games.guess.your-guesses']()} className="flex flex-wrap gap-2 text-sm">
            {round.attempts.map((attempt, index) => (
              <li key={index} className="rounded-full bg-white/10 px-3 py-1 text-indigo-50">
                {attempt.number} <span className="text-indigo-300">— {hintWord(attempt.hint)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    );
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
        <p className="text-indigo-100">
          {blocked ?? m['games.guess.start-text']({ count: formatCount(attemptsPerRound) })}
        </p>
        <Button className="min-h-12 px-8 text-base" busy={start.isPending} busyLabel={m['games.guess.starting']()} disabled={access !== 'player' || Boolean(blocked)} onClick={() => start.mutate()}>
          {m['games.guess.start']()}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {access === 'unverified' && <VerifyToPlay email={email} />}
      {round && !ended && blocked ? (
        <Notice tone="info">
          {blocked} {m['games.guess.round-unaffected']()}
        </Notice>
      ) : (
        <GameAvailability info={info} />
      )}
      <GameColumns
        main={
          <Card aria-labelledby="guess-title">
            <h2 id="guess-title" className="mb-4 text-lg font-bold text-white">
              {m['games.guess.card-title']()}
            </h2>
            {playArea}
            {ended?.lockedUntil && (
              <Countdown className="mt-6" label={m['games.guess.come-back']()} target={ended.lockedUntil} onDone={onLockOver} />
            )}
          </Card>
        }
        aside={
          <>
            <HowToPlay
              steps={[
                m['games.guess.step-start'](),
                m['games.guess.step-guesses']({ count: formatCount(attemptsPerRound) }),
                m['games.guess.step-prize']({ amount: formatRupees(prizePaise) }),
                m['games.guess.step-end']({ hours: formatCount(limits.lockHours ?? 24) }),
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

function RoundCommitment({ proof }: { proof: { serverSeedHash: string; nonce: number; settingsVersion: number } }) {
  return (
    <div className="rounded-xl bg-black/20 p-3 text-sm ring-1 ring-white/10">
      <p className="font-semibold text-indigo-100">{m['games.guess.secret-fixed']()}</p>
      <p className="mt-1 text-indigo-300">{m['games.guess.seed-hash']()}</p>
      <Hash value={proof.serverSeedHash} />
      <p className="mt-1 text-indigo-300">
        {m['games.guess.nonce']()}
        <span className="font-mono text-white">{proof.nonce}</span>
      </p>
      <p className="mt-1 text-indigo-300">{m['games.guess.round-version']({ version: proof.settingsVersion })}</p>
    </div>
  );
}

function RoundOver({ result }: { result: GuessResult }) {
  const won = result.status === 'won';
  return (
    <div className="space-y-4">
      {won ? (
        <Notice tone="success">
          <p className="text-lg font-bold">{roundOverMessage(result)}</p>
          <p className="mt-1">{m['games.guess.in-wallet']({ balance: formatRupees(result.balancePaise) })}</p>
        </Notice>
      ) : (
        <Notice tone="info">
          <p className="text-lg font-bold">{roundOverMessage(result)}</p>
          <p className="mt-1">{m['games.guess.your-guesses-list']({ list: result.attempts.map((attempt) => attempt.number).join(', ') })}</p>
        </Notice>
      )}
      {result.revealedServerSeed && (
        <div className="rounded-xl bg-black/20 p-3 text-sm ring-1 ring-white/10">
          <p className="font-semibold text-indigo-100">{m['games.guess.check-yourself']()}</p>
          <p className="mt-1 text-indigo-300">{m['games.guess.revealed-seed']()}</p>
          <Hash value={result.revealedServerSeed} />
          <p className="mt-1 text-indigo-300">{m['games.guess.hash-must-equal']()}</p>
          <Hash value={result.proof.serverSeedHash} />
          <p className="mt-1 text-indigo-300">
            {m['games.guess.client-seed']()}
            <span className="break-all font-mono text-white">{result.proof.clientSeed}</span>
            {m['games.guess.proof-nonce']()}
            <span className="font-mono text-white">{result.proof.nonce}</span>
          </p>
          <Link to="/fairness" className="mt-2 inline-block font-semibold text-emerald-300 underline underline-offset-4">
            {m['games.guess.verify-link']()}
          </Link>
        </div>
      )}
    </div>
  );
}
