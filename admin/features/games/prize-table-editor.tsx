import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { segmentSchema } from '#contract/games/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { DAILY_LOGIN_DAYS, newSegment, readPrize, type DraftErrors, type SegmentDraft } from './game-draft';
import { formatChance } from './game-format';
import { m } from '../../i18n/paraglide/messages';

const INPUT =
  'block w-full min-w-0 rounded-md border bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-500';

/** A table cell's input: named by aria-label (the column header is only visual), its error right below. */
function CellInput({ error, label, className = '', ...props }: { error?: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = useId();
  return (
    <div className={className}>
      <input aria-label={label} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} className={`${INPUT} ${error ? 'border-red-400' : 'border-slate-300'}`} {...props} />
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The error under the table as a whole (row count), announced by the fieldset that owns it. */
function TableError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-2 text-sm font-medium text-red-600">
      {message}
    </p>
  ) : null;
}

/** On phones each row is a small card and every cell says what it is (data-label). */
const CELL = 'block px-0 py-1 md:table-cell md:px-2 md:py-2 md:align-top before:mb-1 before:block before:text-xs before:font-medium before:text-slate-600 before:content-[attr(data-label)] md:before:content-none';

export function SegmentsEditor({
  noun,
  segments,
  chances,
  errors,
  onChange,
  minRows,
  maxRows,
  countHint,
}: {
  /** "Segment" (the wheel) or "Outcome" (the scratch card): names every cell, e.g. "Segment 3 prize (₹)". */
  noun: string;
  segments: SegmentDraft[];
  chances: Array<number | null>;
  errors: DraftErrors;
  onChange: (segments: SegmentDraft[]) => void;
  minRows: number;
  maxRows: number;
  countHint: string;
}) {
  const tableErrorId = useId();
  const hintId = useId();
  const update = (index: number, field: 'label' | 'prize' | 'weight', value: string) => onChange(segments.map((segment, at) => (at === index ? { ...segment, [field]: value } : segment)));
  const lower = noun.toLowerCase();
  // A removed row takes its button with it: focus goes to the row that took its place (or Add).
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const removeButtons = Array.from(rootRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]:not([disabled])') ?? []);
    (removeButtons[Math.min(index, removeButtons.length - 1)] ?? rootRef.current?.querySelector<HTMLButtonElement>('button[data-add]'))?.focus();
  }, [segments]);
  return (
    <fieldset ref={rootRef} tabIndex={-1} data-invalid={errors['table'] ? 'true' : undefined} aria-describedby={[hintId, errors['table'] ? tableErrorId : null].filter(Boolean).join(' ')} className="min-w-0 focus:outline-none">
      <legend className="sr-only">{m['games.table.legend']()}</legend>
      <table className="w-full text-left text-sm">
        <thead className="hidden text-xs font-semibold uppercase tracking-wide text-slate-600 md:table-header-group">
          <tr>
            <th scope="col" className="w-10 px-2 py-2">
              #
            </th>
            <th scope="col" className="px-2 py-2">
              {m['games.table.label']()}
            </th>
            <th scope="col" className="w-32 px-2 py-2">
              {m['games.table.prize']()}
            </th>
            <th scope="col" className="w-28 px-2 py-2">
              {m['games.table.weight']()}
            </th>
            <th scope="col" className="w-20 px-2 py-2 text-right">
              {m['games.table.chance']()}
            </th>
            <th scope="col" className="w-12 px-2 py-2">
              <span className="sr-only">{m['games.table.remove']()}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {segments.map((segment, index) => {
            const number = index + 1;
            const chance = chances[index];
            return (
              <tr key={segment.key} data-testid={`${lower}-row`} className="grid grid-cols-2 gap-x-3 py-3 md:table-row md:py-0">
                <th scope="row" className="col-span-2 flex items-center justify-between px-0 pb-1 text-sm font-semibold text-slate-700 md:table-cell md:px-2 md:py-3.5 md:align-top md:font-normal md:text-slate-600">
                  <span>
                    <span className="md:hidden">{noun} </span>
                    {number}
                  </span>
                  <span className="text-xs font-normal text-slate-600 md:hidden" aria-hidden="true">
                    {m['games.table.row-chance']({ chance: chance === null || chance === undefined ? '—' : formatChance(chance) })}
                  </span>
                </th>
                <td data-label={m['games.table.label']()} className={`${CELL} col-span-2`}>
                  <CellInput label={m['games.table.cell-label']({ noun, number })} value={segment.label} maxLength={maxLengthOf(segmentSchema.shape.label)} autoComplete="off" error={errors[`segments.${index}.label`]} onChange={(event) => update(index, 'label', event.target.value)} />
                </td>
                <td data-label={m['games.table.prize']()} className={CELL}>
                  <CellInput label={m['games.table.cell-prize']({ noun, number })} value={segment.prize} inputMode="decimal" autoComplete="off" maxLength={12} error={errors[`segments.${index}.prize`]} onChange={(event) => update(index, 'prize', event.target.value)} />
                </td>
                <td data-label={m['games.table.weight']()} className={CELL}>
                  <CellInput label={m['games.table.cell-weight']({ noun, number })} value={segment.weight} inputMode="numeric" autoComplete="off" maxLength={9} error={errors[`segments.${index}.weight`]} onChange={(event) => update(index, 'weight', event.target.value)} />
                </td>
                <td className="hidden px-2 py-3.5 text-right tabular-nums text-slate-700 md:table-cell md:align-top" data-testid="chance">
                  <span className="sr-only">{m['games.table.cell-chance']({ noun, number })}</span>
                  {chance === null || chance === undefined ? '—' : formatChance(chance)}
                </td>
                <td className="col-span-2 pt-1 md:table-cell md:px-2 md:py-2 md:align-top">
                  <Button size="sm" variant="ghost" aria-label={m['games.table.remove-label']({ noun: lower, number })}
                    data-remove
                    disabled={segments.length <= minRows}
                    onClick={() => {
                      focusAfterRemove.current = index;
                      onChange(segments.filter((_, at) => at !== index));
                    }} className="w-full md:w-auto">
                    <span aria-hidden="true">✕</span>
                    <span className="md:hidden">{m['games.table.remove']()}</span>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p id={hintId} className="text-sm text-slate-600">
          {countHint}
        </p>
        <Button size="sm" data-add disabled={segments.length >= maxRows} onClick={() => onChange([...segments, newSegment({ label: '', prize: '0', weight: '1' })])}>
          <span aria-hidden="true">+</span> {m['games.table.add']({ noun: lower })}
        </Button>
      </div>
      <TableError id={tableErrorId} message={errors['table']} />
    </fieldset>
  );
}

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
