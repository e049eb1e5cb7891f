import { sideName } from '#i18n/game-words';
import { m } from '#i18n/paraglide/messages';
import type { Side } from '../lib/coin';

/** HEAD or TAIL as two pressed-or-not buttons, and the "pick a side" error under them. */
export function SidePicker({ choice, error, disabled, onPick }: { choice: Side | null; error: string | null; disabled: boolean; onPick: (side: Side) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-indigo-100">{m['games.flip.your-call']()}</legend>
      <div className="flex justify-center gap-3">
        {(['HEAD', 'TAIL'] as const).map((side) => (
          <button
            key={side}
            type="button"
            aria-pressed={choice === side}
            disabled={disabled}
            aria-describedby={error ? 'flip-choice-error' : undefined}
            onClick={() => onPick(side)}
            className={`min-h-12 min-w-28 rounded-xl px-5 text-base font-bold tracking-wide ring-2 transition-colors disabled:opacity-60 ${
              choice === side ? 'bg-amber-300 text-amber-950 ring-amber-200' : 'bg-white/5 text-white ring-white/20 hover:bg-white/10'
            }`}
          >
            {sideName(side)}
          </button>
        ))}
      </div>
      {error && (
        <p id="flip-choice-error" className="mt-2 text-sm text-rose-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
