import { useId, useState } from 'react';
import { Button } from '#kit/ui/button';
import { m } from '../../i18n/paraglide/messages';
import { CellInput, INPUT } from './cell-input';
import { DAILY_LOGIN_DAYS, readPrize, type DraftErrors } from './game-draft';

/** The 30-day calendar's amounts, with a helper that fills days 1–29 with one amount. */
export function DailyLoginEditor({ days, errors, onChange }: { days: string[]; errors: DraftErrors; onChange: (days: string[]) => void }) {
  const [fill, setFill] = useState('');
  const [fillError, setFillError] = useState<string | null>(null);
  const fillErrorId = useId();
  const fillDays = () => {
    const read = readPrize(fill);
    if (!read.ok) {
      setFillError(read.message);
      return;
    }
    setFillError(null);
    onChange(days.map((day, index) => (index < DAILY_LOGIN_DAYS - 1 ? fill.trim() : day)));
  };
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{m['games.days.legend']()}</legend>
      <div className="mb-4 flex flex-wrap items-end gap-2 rounded-md bg-slate-50 p-3">
        <div>
          <label htmlFor={`${fillErrorId}-input`} className="mb-1 block text-sm font-medium text-slate-700">
            {m['games.days.fill-label']()}
          </label>
          <input
            id={`${fillErrorId}-input`}
            value={fill}
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            placeholder={m['games.days.fill-placeholder']()}
            aria-invalid={fillError ? true : undefined}
            aria-describedby={fillError ? fillErrorId : undefined}
            onChange={(event) => setFill(event.target.value)}
            onKeyDown={(event) => {
              // Enter fills (it must not submit the whole game's form).
              if (event.key === 'Enter') {
                event.preventDefault();
                fillDays();
              }
            }}
            className={`${INPUT} w-32 ${fillError ? 'border-red-400' : 'border-slate-300'}`}
          />
        </div>
        <Button size="sm" onClick={fillDays} className="mb-0.5">
          {m['games.days.fill']()}
        </Button>
        {fillError ? (
          <p id={fillErrorId} className="w-full text-sm text-red-600">
            {fillError}
          </p>
        ) : null}
      </div>
      <ol className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-6 xl:grid-cols-10">
        {days.map((day, index) => {
          const number = index + 1;
          const isMega = number === DAILY_LOGIN_DAYS;
          return (
            <li key={number} className={`rounded-md p-1.5 ${isMega ? 'bg-amber-50 ring-1 ring-amber-200' : ''}`}>
              <span aria-hidden="true" className="mb-1 block text-xs font-medium text-slate-600">
                {m['games.days.day']({ number })}
                {isMega ? m['games.days.mega']() : ''}
              </span>
              <CellInput
                label={m['games.days.amount-label']({ number })}
                value={day}
                inputMode="decimal"
                autoComplete="off"
                maxLength={12}
                error={errors[`days.${index}`]}
                onChange={(event) => onChange(days.map((value, at) => (at === index ? event.target.value : value)))}
              />
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
