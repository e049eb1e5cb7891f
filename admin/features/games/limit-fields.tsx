import { TextField } from '#kit/ui/fields';
import { m } from '../../i18n/paraglide/messages';
import type { DraftErrors, GameDraft } from './game-draft';

/** The daily budget (Daily Login pays from none) and the game's own limits, as typed. */
export function LimitFields({ draft, errors, onField }: { draft: GameDraft; errors: DraftErrors; onField: (field: string, value: string) => void }) {
  const field = (name: string, label: string, value: string, maxLength: number, hint?: string) => (
    <TextField
      label={label}
      name={name}
      inputMode={name === 'budget' ? 'decimal' : 'numeric'}
      autoComplete="off"
      maxLength={maxLength}
      value={value}
      error={errors[name]}
      hint={hint}
      onChange={(event) => onField(name, event.target.value)}
    />
  );
  return (
    <>
      {draft.game !== 'daily-login' ? field('budget', m['games.card.budget'](), draft.budget, 14, m['games.card.budget-hint']()) : null}
      {draft.game === 'spin' ? (
        <>
          {field('spinsPerDay', m['games.card.spins-per-day'](), draft.spinsPerDay, 3)}
          {field('maxSpinsPerDay', m['games.card.max-spins'](), draft.maxSpinsPerDay, 3, m['games.card.max-spins-hint']())}
        </>
      ) : null}
      {draft.game === 'guess' ? (
        <>
          {field('attempts', m['games.card.attempts'](), draft.attempts, 3)}
          {field('lockHours', m['games.card.lock-after-round'](), draft.lockHours, 4)}
        </>
      ) : null}
      {draft.game === 'flip' ? field('lockHours', m['games.card.lock-between-flips'](), draft.lockHours, 4) : null}
    </>
  );
}
