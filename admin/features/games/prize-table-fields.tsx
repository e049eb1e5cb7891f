import { TextField } from '#kit/ui/fields';
import { m } from '../../i18n/paraglide/messages';
import { DailyLoginEditor } from './daily-login-editor';
import { SCRATCH_MAX_PRIZES, SPIN_SEGMENTS, type DraftErrors, type GameDraft } from './game-draft';
import { SegmentsEditor } from './segments-editor';

interface PrizeTableFieldsProps {
  draft: GameDraft;
  /** Each row's chance as shown beside it (spin, scratch). */
  chances: Array<number | null>;
  errors: DraftErrors;
  onChange: (draft: GameDraft) => void;
}

/** The prize table being edited: the segments (spin, scratch), one fixed prize (guess, flip) or the 30 days' amounts. */
export function PrizeTableFields({ draft, chances, errors, onChange }: PrizeTableFieldsProps) {
  return (
    <div className="min-w-0">
      <h4 className="mb-2 text-sm font-semibold text-slate-900">{draft.game === 'daily-login' ? m['games.card.day-amounts']() : m['games.card.table']()}</h4>
      {draft.game === 'spin' || draft.game === 'scratch' ? (
        <SegmentsEditor
          noun={draft.game === 'spin' ? m['games.card.segment']() : m['games.card.outcome']()}
          segments={draft.segments}
          chances={chances}
          errors={errors}
          minRows={1}
          maxRows={draft.game === 'spin' ? SPIN_SEGMENTS + 4 : SCRATCH_MAX_PRIZES}
          countHint={draft.game === 'spin' ? m['games.card.spin-count-hint']({ count: draft.segments.length, total: SPIN_SEGMENTS }) : m['games.card.scratch-count-hint']({ count: draft.segments.length, max: SCRATCH_MAX_PRIZES })}
          onChange={(segments) => onChange({ ...draft, segments })}
        />
      ) : null}
      {draft.game === 'guess' || draft.game === 'flip' ? (
        <TextField
          className="max-w-xs"
          label={draft.game === 'guess' ? m['games.card.guess-prize']() : m['games.card.flip-prize']()}
          name="prize"
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={draft.prize}
          error={errors['prize']}
          hint={draft.game === 'guess' ? m['games.card.guess-hint']() : m['games.card.flip-hint']()}
          onChange={(event) => onChange({ ...draft, prize: event.target.value })}
        />
      ) : null}
      {draft.game === 'daily-login' ? <DailyLoginEditor days={draft.days} errors={errors} onChange={(days) => onChange({ ...draft, days })} /> : null}
    </div>
  );
}
