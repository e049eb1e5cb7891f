import { useEffect, useId, useRef } from 'react';
import { segmentSchema } from '#contract/games/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { m } from '../../i18n/paraglide/messages';
import { CellInput } from './cell-input';
import { newSegment, type DraftErrors, type SegmentDraft } from './game-draft';
import { formatChance } from './game-format';

/** On phones each row is a small card and every cell says what it is (data-label). */
const CELL = 'block px-0 py-1 md:table-cell md:px-2 md:py-2 md:align-top before:mb-1 before:block before:text-xs before:font-medium before:text-slate-600 before:content-[attr(data-label)] md:before:content-none';

/** The visible column heads, built per render in the admin's language (each cell names itself for screen readers). */
const columnHeads = () => [
  ['w-10 px-2 py-2', '#'],
  ['px-2 py-2', m['games.table.label']()],
  ['w-32 px-2 py-2', m['games.table.prize']()],
  ['w-28 px-2 py-2', m['games.table.weight']()],
  ['w-20 px-2 py-2 text-right', m['games.table.chance']()],
];

interface SegmentsEditorProps {
  /** "Segment" (the wheel) or "Outcome" (the scratch card): names every cell, e.g. "Segment 3 prize (₹)". */
  noun: string;
  segments: SegmentDraft[];
  chances: Array<number | null>;
  errors: DraftErrors;
  onChange: (segments: SegmentDraft[]) => void;
  minRows: number;
  maxRows: number;
  countHint: string;
}

/** The wheel's segments or the scratch card's outcomes: a row each, rows added and removed, the table's own error below it. */
export function SegmentsEditor({ noun, segments, chances, errors, onChange, minRows, maxRows, countHint }: SegmentsEditorProps) {
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
            {columnHeads().map(([className, title]) => (
              <th key={className} scope="col" className={className}>
                {title}
              </th>
            ))}
            <th scope="col" className="w-12 px-2 py-2">
              <span className="sr-only">{m['games.table.remove']()}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {segments.map((segment, index) => {
            const number = index + 1;
            const chance = chances[index];
            const chanceText = chance === null || chance === undefined ? '—' : formatChance(chance);
            return (
              <tr key={segment.key} data-testid={`${lower}-row`} className="grid grid-cols-2 gap-x-3 py-3 md:table-row md:py-0">
                <th scope="row" className="col-span-2 flex items-center justify-between px-0 pb-1 text-sm font-semibold text-slate-700 md:table-cell md:px-2 md:py-3.5 md:align-top md:font-normal md:text-slate-600">
                  <span>
                    <span className="md:hidden">{noun} </span>
                    {number}
                  </span>
                  <span className="text-xs font-normal text-slate-600 md:hidden" aria-hidden="true">
                    {m['games.table.row-chance']({ chance: chanceText })}
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
                  {chanceText}
                </td>
                <td className="col-span-2 pt-1 md:table-cell md:px-2 md:py-2 md:align-top">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={m['games.table.remove-label']({ noun: lower, number })}
                    data-remove
                    disabled={segments.length <= minRows}
                    onClick={() => {
                      focusAfterRemove.current = index;
                      onChange(segments.filter((_, at) => at !== index));
                    }}
                    className="w-full md:w-auto"
                  >
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
      {/* The error under the table as a whole (row count), announced by the fieldset that owns it. */}
      {errors['table'] ? (
        <p id={tableErrorId} className="mt-2 text-sm font-medium text-red-600">
          {errors['table']}
        </p>
      ) : null}
    </fieldset>
  );
}
