import { useEffect, useRef, useState, type FormEvent } from 'react';
import { translateServerText } from '#i18n/validation-wording';
import { m } from '#i18n/paraglide/messages';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { useAttemptToast } from '#kit/ui/toast/use-attempt-toast';
import { trpc } from '../../../lib/trpc';
import type { PlayerState } from '../api/games-queries';
import { checkGuess, hintMessage, hintWord, roundOverMessage, type GuessResult } from '../lib/guess';
import { usePlayRound } from '../lib/use-play-round';
import { RoundCommitment } from './round-commitment';

interface GuessRoundProps {
  round: NonNullable<PlayerState['guess']['round']>;
  /** The round was started a moment ago: the guess field takes focus. */
  justStarted: boolean;
  onEnded: (result: GuessResult) => void;
}

/** A round in progress: its commitment, the guess field, the attempts left, the hint and the guesses so far. */
export function GuessRound({ round, justStarted, onEnded }: GuessRoundProps) {
  const utils = trpc.useUtils();
  const [value, setValue] = useState('');
  const [inputError, setInputError] = useState<string | undefined>();
  const [showHint, setShowHint] = useState(false);
  const inputToast = useAttemptToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const latestAttempt = round.attempts[round.attempts.length - 1];

  useEffect(() => {
    if (justStarted) inputRef.current?.focus();
  }, [justStarted]);

  const guess = usePlayRound({
    mutation: trpc.games.guess.useMutation(),
    failedMessage: m['games.guess.failed'](),
    announce: (result) => (result.status === 'active' ? { text: hintMessage(result.hint), good: false } : { text: roundOverMessage(result), good: result.status === 'won' }),
    onLand: (result) => {
      setValue('');
      if (result.status === 'active') inputRef.current?.focus();
      else onEnded(result);
    },
    // A guess the round goes on after changes only the round; the last one settles it.
    refresh: (result, settled) => (result.status === 'active' ? utils.games.state.invalidate() : settled()),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (guess.busy) return;
    const checked = checkGuess(value);
    if ('error' in checked) {
      setInputError(checked.error);
      inputToast.error(translateServerText(checked.error));
      inputRef.current?.focus();
      return;
    }
    setInputError(undefined);
    inputToast.clear();
    guess.play({ number: checked.number });
  };

  return (
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
        <Button type="submit" className="sm:mt-7" busy={guess.busy} busyLabel={m['games.guess.checking']()}>
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
}
